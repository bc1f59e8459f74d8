/** A one-line message carried to the next screen in navigation state ("Password changed…"). */
export type NoticeState = { notice: string };

export function readNotice(state: unknown): string | null {
  if (typeof state === "object" && state !== null && "notice" in state) {
    const notice = (state as { notice: unknown }).notice;
    if (typeof notice === "string" && notice.length > 0) return notice;
  }
  return null;
}
