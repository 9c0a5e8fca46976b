/** A moment as the administration screens show it, in the reader's time zone: "2 Apr 2024, 09:30". */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
