import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MOBILE_BREAKPOINT_PX } from '../../domain/routing/route-history';

/** Side-menu state: expanded or collapsed, and mobile mode below 992 px. */
@injectable()
export class LayoutStore {
  menuExpanded = true;
  viewportWidth = 1280;
  mobileMenuOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isMobile(): boolean {
    return this.viewportWidth < MOBILE_BREAKPOINT_PX;
  }

  resized(width: number): void {
    this.viewportWidth = width;
    if (!this.isMobile) this.mobileMenuOpen = false;
  }

  toggleMenu(): void {
    if (this.isMobile) this.mobileMenuOpen = !this.mobileMenuOpen;
    else this.menuExpanded = !this.menuExpanded;
  }

  closeMobileMenu(): void {
    this.mobileMenuOpen = false;
  }
}
