/** What the application needs to know about the device it runs on. */
export interface Device {
  /** Narrower than the 992 px mobile breakpoint. */
  isMobile(): boolean;
  /** The browser's user-agent string. */
  userAgent(): string;
  /** The anti-forgery token the server set (the XSRF-TOKEN cookie), if any. */
  antiForgeryToken(): string | null;
}
export const Device = Symbol('Device');
