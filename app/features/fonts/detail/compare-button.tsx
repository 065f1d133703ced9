/** 加入对比 / 移除对比 for one face, with the messages of docs/product.md §5 as toasts. */
import { CheckIcon, Columns2Icon } from "lucide-react";
import { toast } from "#app/lib/toast";
import type { FontDetail, FontFaceItem } from "#contract/fonts";
import { useSession, useSessionStore, type CompareFont } from "#app/lib/session";
import { button } from "./ui";

/** The compare entry of a face: its font id and what a list needs to show it without a call. */
export function compareEntry(font: Pick<FontDetail, "id" | "name" | "categoryName" | "licenseLabel">, face: FontFaceItem): CompareFont {
  return {
    id: face.id,
    fontGNo: face.fontGNo,
    familyId: font.id,
    name: font.name,
    familyName: face.familyName,
    styleName: face.styleName,
    weight: face.weight,
    categoryName: font.categoryName,
    licenseLabel: font.licenseLabel,
    specimenUrl: face.specimenUrl,
  };
}

export function CompareButton({
  font,
  face,
  testId,
  size = "small",
}: {
  font: FontDetail;
  face: FontFaceItem;
  testId: string;
  size?: "small" | "large";
}) {
  const store = useSessionStore();
  const inList = useSession((s) => s.compareFonts.some((f) => f.id === face.id));

  const toggle = () => {
    const state = store.getState();
    const result = inList ? state.removeCompare(face.id) : state.addCompare(compareEntry(font, face));
    if (result.ok) toast.success(result.message);
    else toast.warning(result.message);
  };

  return (
    <button
      type="button"
      data-testid={testId}
      data-font-id={face.id}
      aria-pressed={inList}
      onClick={toggle}
      className={size === "large" ? button.secondary : button.small}
    >
      {inList ? <CheckIcon size={size === "large" ? 18 : 15} /> : <Columns2Icon size={size === "large" ? 18 : 15} />}
      {inList ? "移除对比" : "加入对比"}
    </button>
  );
}
