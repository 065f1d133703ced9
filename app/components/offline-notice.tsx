import { MESSAGES } from "#contract/messages";
import { useOnline } from "#app/lib/connectivity";

/** A visible notice while the browser is offline. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-[2500] bg-stone-900 py-2 text-center text-sm text-white">
      {MESSAGES.offline}
    </div>
  );
}
