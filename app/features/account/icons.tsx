/** The few line icons of the account screens (24×24, stroke = currentColor). */
import { createElement, type ReactElement, type SVGProps } from "react";

function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` in the common frame; its props (size, class …) go to the <svg>. */
function lineIcon(...shapes: ReactElement[]) {
  return function LineIcon(props: SVGProps<SVGSVGElement>) {
    return createElement(Icon, props, ...shapes);
  };
}

export const UserIcon = lineIcon(<circle cx="12" cy="8" r="4" />, <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />);
export const LockIcon = lineIcon(<rect x="5" y="10.5" width="14" height="10" rx="2" />, <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />);
export const ShieldIcon = lineIcon(<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />, <path d="M9 12l2 2 4-4" />);
export const PhoneIcon = lineIcon(<rect x="7" y="2.5" width="10" height="19" rx="2" />, <path d="M11 18.5h2" />);
export const MailIcon = lineIcon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="M3.5 6.5l8.5 6 8.5-6" />);
export const EyeIcon = lineIcon(<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />, <circle cx="12" cy="12" r="3" />);
export const EyeOffIcon = lineIcon(<path d="M3 3l18 18" />, <path d="M10.6 5.6A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.9 3.6M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.2" />, <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />);
export const ChevronDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);
export const LogoutIcon = lineIcon(<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />, <path d="M10 16l-4-4 4-4M6 12h10" />);
export const HeartIcon = lineIcon(<path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z" />);
export const HomeIcon = lineIcon(<path d="M4 10.5L12 4l8 6.5V20h-5v-5.5H9V20H4z" />);
export const IdCardIcon = lineIcon(<rect x="3" y="5" width="18" height="14" rx="2" />, <circle cx="9" cy="11" r="2" />, <path d="M6 16c.6-1.3 1.7-2 3-2s2.4.7 3 2M14.5 10H18M14.5 13.5H18" />);
export const CheckIcon = lineIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CameraIcon = lineIcon(<path d="M4 8h3l1.5-2.5h7L17 8h3v11H4z" />, <circle cx="12" cy="13" r="3.5" />);

/** WeChat's mark, in its own green. */
export function WechatIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" {...props}>
      <path
        fill="#07C160"
        d="M9.1 3.5C5 3.5 1.7 6.3 1.7 9.7c0 1.9 1 3.6 2.7 4.8l-.7 2.1 2.4-1.3c.9.3 1.9.4 2.9.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.1-6.1h.5C16.2 5.5 13 3.5 9.1 3.5zM6.6 7.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm5 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z"
      />
      <path
        fill="#07C160"
        d="M22.3 14.2c0-2.9-2.8-5.2-6.2-5.2s-6.2 2.3-6.2 5.2 2.8 5.2 6.2 5.2c.7 0 1.4-.1 2.1-.3l1.9 1-.5-1.7c1.6-1 2.7-2.5 2.7-4.2zm-8.2-.8a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6zm4.1 0a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6z"
      />
    </svg>
  );
}
