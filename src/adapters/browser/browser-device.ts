import { injectable } from 'inversify';
import { MOBILE_BREAKPOINT_PX } from '../../domain/routing/route-history';
import type { Device } from '../../ports/device.port';
import { readCookie } from '../http/http-config';

@injectable()
export class BrowserDevice implements Device {
  isMobile(): boolean {
    return window.innerWidth < MOBILE_BREAKPOINT_PX;
  }

  userAgent(): string {
    return navigator.userAgent;
  }

  antiForgeryToken(): string | null {
    return readCookie(document.cookie, 'XSRF-TOKEN');
  }
}
