/** WeChat's brand mark (line icons come from lucide-react; brand marks are not in it). */
import type { SVGProps } from "react";

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
