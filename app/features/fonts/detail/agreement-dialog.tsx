/**
 * The font agreement before a first download (and after the agreement changed): the font and its
 * licence, the text of /agreement/font with its version, a tick box, then 同意并下载.
 */
import { useId, useState } from "react";
import { Dialog, dialogButton } from "#app/components/dialog";
import { INFO_PAGES } from "#app/features/info/pages";
import { InfoSectionBody } from "#app/features/info/section-body";
import { FONT_AGREEMENT_VERSION } from "#contract/licenses";

export const AGREEMENT_LABEL = "我已阅读并同意《字体使用协议》";

/** The font being downloaded: the dialog names it and its licence. */
export interface AgreementSubject {
  fontName: string;
  licenseName: string;
}

export function AgreementDialog({
  open,
  onAccept,
  onCancel,
  subject,
}: {
  open: boolean;
  onAccept: () => void;
  onCancel: () => void;
  subject?: AgreementSubject;
}) {
  const page = INFO_PAGES["agreement/font"];
  const [agreed, setAgreed] = useState(false);
  const checkbox = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setAgreed(false);
          onCancel();
        }
      }}
      title={page.title}
      description={page.lead}
      widthClassName="max-w-xl"
      top="10vh"
      footer={
        <>
          <button
            type="button"
            className={dialogButton.secondary}
            onClick={() => {
              setAgreed(false);
              onCancel();
            }}
          >
            取消
          </button>
          <button
            type="button"
            data-testid="agreement-confirm"
            disabled={!agreed}
            className={`${dialogButton.primary} disabled:cursor-not-allowed`}
            onClick={() => {
              setAgreed(false);
              onAccept();
            }}
          >
            同意并下载
          </button>
        </>
      }
    >
      <div data-testid="font-agreement-dialog">
        {subject ? (
          <p data-testid="agreement-license" className="mb-3 rounded-lg border border-orange-200 bg-orange-50 px-4 py-2.5 text-sm leading-6 text-stone-700">
            你要下载的是「{subject.fontName}」，它以 <strong className="font-semibold text-stone-900">{subject.licenseName || "未注明的授权"}</strong>{" "}
            授权：请按该许可证使用（详见字体页的“授权许可”）。
          </p>
        ) : null}
        <div
          tabIndex={0}
          aria-label="协议全文"
          className="max-h-[45vh] overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 px-5 py-4 text-sm leading-7 text-stone-700 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-orange-600"
        >
          {page.sections.map((section) => (
            <section key={section.id} className="mb-4 last:mb-0">
              <h3 className="mb-1 font-semibold text-stone-900">{section.heading}</h3>
              <InfoSectionBody section={section} paragraphClassName="mb-2 last:mb-0" />
            </section>
          ))}
        </div>
        <label htmlFor={checkbox} className="mt-4 flex cursor-pointer select-none items-start gap-2.5 text-sm text-stone-700">
          <input
            id={checkbox}
            type="checkbox"
            data-testid="agreement-checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            className="mt-1 size-4 shrink-0 accent-orange-700"
          />
          <span>
            {AGREEMENT_LABEL}
            <span className="text-stone-500">（{FONT_AGREEMENT_VERSION} 版）</span>
            <a href="/agreement/font" target="_blank" rel="noreferrer" className="ml-2 text-orange-700 underline decoration-orange-300 underline-offset-2 hover:decoration-orange-700">
              在新窗口查看
            </a>
          </span>
        </label>
      </div>
    </Dialog>
  );
}
