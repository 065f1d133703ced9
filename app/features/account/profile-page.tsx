/**
 * /user/profile: the avatar (picked, cropped, uploaded), the profile form (nickname, gender,
 * birthday, bio) and the account's sign-in ways (mobile, e-mail, WeChat, password) with their
 * 绑定 / 更换 / 解绑 actions.
 */
import { CameraIcon, LockIcon, MailIcon, SmartphoneIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { toast } from "#app/lib/toast";
import { ACCOUNT_MESSAGES, GENDERS, profileFields, type UserInfoData } from "#contract/account";
import { Dialog } from "#app/components/dialog";
import { useSession, useSessionStore, type AccountModalType } from "#app/lib/session";
import { useAccountApi, type UnbindType } from "./api";
import { FieldMessage, Spinner, SubmitButton, ui } from "./fields";
import { schemaCheck, useForm, type Checks, type FieldBinding } from "./form";
import { WechatIcon } from "./wechat-icon";
import { AvatarCropper } from "./avatar-cropper";
import { usePublicConfig } from "#app/lib/public-config";
import { useRefreshUserInfo } from "./session-actions";
import { useUserInfo } from "./update-panels";
import { useFormSubmit } from "./submit";
import { UserAvatar } from "./user-avatar";

const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/gif";

export function ProfilePage() {
  const info = useUserInfo();
  const token = useSession((s) => s.token);
  const refresh = useRefreshUserInfo();

  // The profile page shows the freshest copy (binding state, masked contacts).
  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-stone-900">个人资料</h1>
        <p className="mt-1.5 text-stone-500">修改头像与资料，管理登录方式与账号安全。</p>
      </header>
      {info?.id ? (
        <>
          <AvatarCard info={info} />
          {/* Keyed by user: the form starts from the loaded profile. */}
          <ProfileForm key={info.id} info={info} />
          <SecurityCard info={info} />
        </>
      ) : (
        <div className="flex items-center gap-2 rounded-2xl border border-stone-200 bg-white p-8 text-stone-500">
          <Spinner /> 正在加载…
        </div>
      )}
    </section>
  );
}

function Card({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm shadow-stone-900/[0.03] md:p-7">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone-500">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/* ------------------------------------------------------------------ avatar */

function AvatarCard({ info }: { info: Partial<UserInfoData> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const api = useAccountApi();
  const refresh = useRefreshUserInfo();

  const pick = (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ""; // picking the same file again still fires
    if (!picked) return;
    if (!picked.type.startsWith("image/")) {
      toast.error(ACCOUNT_MESSAGES.notImage);
      return;
    }
    setFile(picked);
  };

  const upload = async (jpeg: Blob) => {
    await api.uploadAvatar(jpeg);
    await refresh();
    setFile(null);
    toast.success("头像已更新");
  };

  const joined = info.createdTime ? info.createdTime.slice(0, 10) : "";
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-stone-200 bg-gradient-to-br from-white via-white to-orange-50/70 p-6 shadow-sm shadow-stone-900/[0.03] sm:flex-row md:p-7">
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        className="group relative shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-600"
        aria-label="更换头像"
      >
        <UserAvatar src={info.avatar} name={info.nickname} size={96} className="ring-4 ring-white shadow-md" />
        <span className="absolute inset-0 grid place-items-center rounded-full bg-stone-900/45 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <CameraIcon size={24} />
        </span>
      </button>
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <p className="truncate text-xl font-semibold text-stone-900">{info.nickname || "未设置昵称"}</p>
        <p className="mt-1 text-sm text-stone-500">{joined ? `${joined} 加入共创字库` : "共创字库用户"}</p>
        <p className="mt-1 text-xs text-stone-400">支持 JPG、PNG、WebP、GIF，裁剪后上传</p>
      </div>
      <button type="button" onClick={() => inputRef.current?.click()} className={`${ui.secondary} h-10`}>
        <CameraIcon size={18} className="text-stone-500" />
        更换头像
      </button>
      <input ref={inputRef} type="file" accept={ACCEPTED_IMAGES} className="hidden" tabIndex={-1} aria-hidden="true" onChange={(event) => pick(event.target.files?.[0])} />
      <AvatarCropper file={file} onClose={() => setFile(null)} onCropped={upload} />
    </div>
  );
}

/* ------------------------------------------------------------------ profile form */

type ProfileValues = { nickname: string; gender: string; birthday: string; bio: string };
const PROFILE_CHECKS: Checks<ProfileValues> = {
  nickname: schemaCheck(profileFields.shape.nickname),
  birthday: schemaCheck(profileFields.shape.birthday),
  bio: schemaCheck(profileFields.shape.bio),
};
const NICKNAME_MAX = 20;
const BIO_MAX = 200;

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** An input's ties to its form field: value, events, and its message line under it. */
function boundTo(field: FieldBinding) {
  return {
    id: field.id,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": `${field.id}-message`,
  };
}

function ProfileForm({ info }: { info: Partial<UserInfoData> }) {
  const id = useId();
  const initial: ProfileValues = {
    nickname: info.nickname ?? "",
    gender: String(info.gender ?? 0),
    birthday: info.birthday ?? "",
    bio: info.bio ?? "",
  };
  const form = useForm<ProfileValues>(id, initial, PROFILE_CHECKS);
  const [saved, setSaved] = useState(initial);
  const api = useAccountApi();
  const refresh = useRefreshUserInfo();
  const dirty = (Object.keys(saved) as (keyof ProfileValues)[]).some((k) => saved[k] !== form.values[k]);
  const { pending, submit } = useFormSubmit(form.validate, async () => {
    const values = { ...form.values, nickname: form.values.nickname.trim(), bio: form.values.bio.trim() };
    await api.updateInfo({ nickname: values.nickname, gender: Number(values.gender), birthday: values.birthday, bio: values.bio });
    setSaved(values);
    await refresh();
    toast.success("资料已保存");
  });

  const nickname = form.field("nickname");
  const birthday = form.field("birthday");
  const bio = form.field("bio");
  const inputClass = (error?: string) =>
    `w-full rounded-lg border bg-white px-3 text-[15px] text-stone-900 outline-none transition-[border-color,box-shadow] placeholder:text-stone-400 focus:ring-4 ${
      error ? "border-red-500 focus:ring-red-500/15" : "border-stone-300 hover:border-stone-400 focus:border-orange-600 focus:ring-orange-600/15"
    }`;

  return (
    <Card title="基本资料" description="昵称、性别、生日与简介会显示在你的个人中心。">
      <form onSubmit={submit} noValidate className="max-w-xl space-y-1">
        <Row label="昵称" htmlFor={nickname.id}>
          <div className="relative">
            <input
              {...boundTo(nickname)}
              type="text"
              maxLength={NICKNAME_MAX}
              autoComplete="nickname"
              className={`${inputClass(nickname.error)} h-11 pr-14`}
            />
            <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-xs tabular-nums text-stone-400">
              {Array.from(nickname.value).length}/{NICKNAME_MAX}
            </span>
          </div>
          <FieldMessage id={`${nickname.id}-message`} error={nickname.error} />
        </Row>

        <Row label="性别" as="fieldset">
          <div className="flex flex-wrap gap-2 pb-6" role="radiogroup" aria-label="性别">
            {Object.entries(GENDERS).map(([value, label]) => (
              <label
                key={value}
                className="flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-4 text-[15px] text-stone-700 transition-colors hover:border-stone-400 has-[:checked]:border-orange-600 has-[:checked]:bg-orange-50 has-[:checked]:text-orange-800 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-orange-600/20"
              >
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={value}
                  checked={form.values.gender === value}
                  onChange={() => form.setValue("gender", value)}
                  className="size-4 accent-orange-600"
                />
                {label}
              </label>
            ))}
          </div>
        </Row>

        <Row label="生日" htmlFor={birthday.id}>
          <input
            {...boundTo(birthday)}
            type="date"
            min="1900-01-01"
            max={today()}
            // The server's "today" (UTC) may differ from the visitor's for a few hours.
            suppressHydrationWarning
            autoComplete="bday"
            className={`${inputClass(birthday.error)} h-11 sm:w-56`}
          />
          <FieldMessage id={`${birthday.id}-message`} error={birthday.error} />
        </Row>

        <Row label="个人简介" htmlFor={bio.id}>
          <textarea
            {...boundTo(bio)}
            rows={4}
            maxLength={BIO_MAX}
            placeholder="介绍一下自己，比如喜欢的字体风格"
            className={`${inputClass(bio.error)} resize-y py-2.5 leading-6`}
          />
          <div className="flex justify-between gap-3">
            <FieldMessage id={`${bio.id}-message`} error={bio.error} />
            <span className="pt-1 text-xs tabular-nums text-stone-400">
              {Array.from(bio.value).length}/{BIO_MAX}
            </span>
          </div>
        </Row>

        <div className="pt-2 sm:pl-[6.375rem]">
          <SubmitButton pending={pending} pendingText="保存中…" className="h-10 px-6">
            保存修改
          </SubmitButton>
          {!dirty && !pending ? <span className="ml-3 text-sm text-stone-400">资料未修改</span> : null}
        </div>
      </form>
    </Card>
  );
}

function Row({ label, htmlFor, as = "div", children }: { label: string; htmlFor?: string; as?: "div" | "fieldset"; children: ReactNode }) {
  if (as === "fieldset") {
    return (
      <fieldset className="grid gap-1.5 sm:grid-cols-[6rem_1fr] sm:items-start">
        <legend className="float-left pt-2.5 text-sm font-medium text-stone-700 sm:w-24">{label}</legend>
        <div className="clear-left sm:clear-none">{children}</div>
      </fieldset>
    );
  }
  return (
    <div className="grid gap-1.5 sm:grid-cols-[6rem_1fr] sm:items-start">
      <label htmlFor={htmlFor} className="pt-2.5 text-sm font-medium text-stone-700">
        {label}
      </label>
      <div>{children}</div>
    </div>
  );
}

/* ------------------------------------------------------------------ sign-in ways */

interface Way {
  key: UnbindType | "password";
  icon: ReactNode;
  label: string;
  value: string;
  bound: boolean;
  modal: AccountModalType;
  /** Buttons: bind/replace text, and whether unbinding is offered. */
  action: string;
  unbind: boolean;
}

/** A contact that signs in (mobile, e-mail): 绑定 while there is none, else 更换 and 解绑. */
function contactWay(key: "mobile" | "email", label: string, icon: ReactNode, modal: AccountModalType, contact: string | undefined): Way {
  return { key, icon, label, value: contact || "未绑定", bound: Boolean(contact), modal, action: contact ? "更换" : "绑定", unbind: Boolean(contact) };
}

function SecurityCard({ info }: { info: Partial<UserInfoData> }) {
  const store = useSessionStore();
  const config = usePublicConfig();
  const [unbinding, setUnbinding] = useState<Way | null>(null);
  const ways: Way[] = [contactWay("mobile", "手机号", <SmartphoneIcon size={18} />, "bindMobile", info.mobile), contactWay("email", "邮箱", <MailIcon size={18} />, "bindEmail", info.email)];
  // WeChat shows when the site offers it, or when an earlier binding still needs a way out.
  const wechat = config.wechatEnabled || Boolean(info.wechatBound);
  if (wechat) {
    ways.push({
      key: "wechat",
      icon: <WechatIcon width={18} height={18} />,
      label: "微信",
      value: info.wechatBound ? "已绑定" : "未绑定",
      bound: Boolean(info.wechatBound),
      modal: "wechat",
      action: info.wechatBound ? "" : "绑定",
      unbind: Boolean(info.wechatBound),
    });
  }
  ways.push({
    key: "password",
    icon: <LockIcon size={18} />,
    label: "登录密码",
    value: info.hasPassword === false ? "未设置" : "已设置",
    bound: info.hasPassword !== false,
    modal: "password",
    action: info.hasPassword === false ? "设置" : "修改",
    unbind: false,
  });

  return (
    <Card title="账号与安全" description={`绑定的${wechat ? "手机号、邮箱和微信" : "手机号和邮箱"}都可以用来登录；至少需要保留一种登录方式。`}>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {ways.map((way) => (
          <li key={way.key} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3.5">
            <span className={`grid size-9 shrink-0 place-items-center rounded-full ${way.bound ? "bg-orange-50 text-orange-700" : "bg-stone-100 text-stone-400"}`}>
              {way.icon}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-stone-900">{way.label}</p>
              <p className={`truncate text-sm tabular-nums ${way.bound ? "text-stone-600" : "text-stone-400"}`}>{way.value}</p>
            </div>
            <div className="flex gap-2">
              {way.action ? (
                <button type="button" onClick={() => store.getState().showAccountModal(way.modal)} className={`${way.bound ? ui.secondary : ui.primary} h-9 px-4 text-sm`}>
                  {way.action}
                  <span className="sr-only">{way.label}</span>
                </button>
              ) : null}
              {way.unbind ? (
                <button
                  type="button"
                  onClick={() => setUnbinding(way)}
                  className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
                >
                  解绑<span className="sr-only">{way.label}</span>
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <UnbindDialog way={unbinding} onClose={() => setUnbinding(null)} />
    </Card>
  );
}

function UnbindDialog({ way, onClose }: { way: Way | null; onClose: () => void }) {
  const api = useAccountApi();
  const refresh = useRefreshUserInfo();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!way || way.key === "password" || pending) return;
    setPending(true);
    try {
      await api.unbind(way.key);
      await refresh();
      toast.success(`${way.label}已解绑`);
      onClose();
    } catch {
      // Shown by the client (e.g. 至少需要保留一种登录方式).
    } finally {
      setPending(false);
    }
  };

  const target = way?.key === "wechat" ? "微信" : `${way?.label ?? ""} ${way?.value ?? ""}`;
  return (
    <Dialog
      open={way !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`解绑${way?.label ?? ""}`}
      widthClassName="max-w-sm"
      footer={
        <>
          <button type="button" onClick={onClose} className={`${ui.secondary} h-10`}>
            取消
          </button>
          <button type="button" onClick={confirm} disabled={pending} className={`${ui.danger} h-10`}>
            {pending ? <Spinner /> : null}
            确认解绑
          </button>
        </>
      }
    >
      <p className="text-stone-600">
        解绑后将不能再用<span className="font-medium text-stone-900">{target}</span>登录，确定要解绑吗？
      </p>
    </Dialog>
  );
}
