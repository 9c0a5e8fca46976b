/** Where pushed notification changes land (the notification list the user sees). */
export interface NotificationCenter {
  countChanged(count: number): void;
  refresh(): void;
}
export const NotificationCenter = Symbol('NotificationCenter');
