import type { ComponentType, ReactNode } from 'react';
import type { RouteDefinition } from '../../domain/routing/route-types';
import { AppLayout, AuthLayout, DirectLayout, ErrorLayout, SiteLayout } from '../layouts/layouts';

type Layout = ComponentType<{ route: RouteDefinition; path: string; children: ReactNode }>;

/** Which of the five layouts a page state renders in. */
export function layoutFor(route: RouteDefinition): Layout {
  switch (route.pageState) {
    case 'AuthPage':
      return AuthLayout;
    case 'DirectLinkPage':
      return DirectLayout;
    case 'ExternalSitePage':
    case 'HomePage':
      return SiteLayout;
    case 'ErrorPage':
    case 'StartPage':
      return ErrorLayout;
    default:
      return AppLayout;
  }
}
