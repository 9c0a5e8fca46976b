// First: the page's first call leaves before the rest of the app's code is evaluated.
import '../composition/page-load';
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ServiceIdentifier } from 'inversify';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { browserHttpConfig } from '../adapters/http/browser-http-config';
import { appStores, createContainer, featureLoader, startApplication } from '../composition/container';
import { AppShell } from './app/app-shell';
import { provideFeatureLoader } from './app/feature-pages';
import { renderWhenReady } from './app/render-when-ready';
import { StoresProvider } from './app/stores-context';
import { startEarly } from './routing/early-start';
import './styles/app.css';

const container = createContainer(browserHttpConfig(import.meta.env.VITE_API_BASE_URL ?? ''));
const stores = appStores(container);
provideFeatureLoader(featureLoader(container));
// One catch-all route: the route table in src/domain/routing decides what each path shows.
const router = createBrowserRouter([{ path: '*', element: <AppShell /> }]);
startApplication(container, router);
// Who is signed in is asked at once, not after the first render (the route host asks too; it is one call),
// and the page's code and data start loading beside it.
const booted = stores.session.boot();
const page = startEarly(stores, `${window.location.pathname}${window.location.search}`);

const render = () =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <StoresProvider
        stores={stores}
        resolve={<T,>(store: new (...args: never[]) => T) => container.get<T>(store as ServiceIdentifier<T>)}
      >
        <RouterProvider router={router} />
      </StoresProvider>
    </StrictMode>,
  );
// When the page's code was started early, the first render waits for it and the session (300 ms at most).
void renderWhenReady(page && Promise.all([booted, page]), render);
