import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the SPA's HTTP adapters live: every HTTP call the SPA makes is a method of a gateway class there. */
const HTTP_ADAPTERS = new URL('../../src/adapters/http/', import.meta.url);

export interface GatewayClass {
  name: string;
  methods: string[];
  prototype: Record<string, unknown>;
}

/**
 * Every exported `…Gateway` class of `src/adapters/http/*.http.ts`, with its methods (all public: the ports' calls),
 * and the download use case.
 */
export async function gatewayClasses(): Promise<GatewayClass[]> {
  const files = readdirSync(fileURLToPath(HTTP_ADAPTERS))
    .filter((file) => file.endsWith('.http.ts'))
    .sort();
  const classes: GatewayClass[] = [];
  for (const file of files) {
    const module = (await import(fileURLToPath(new URL(file, HTTP_ADAPTERS)))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'function' || !name.endsWith('Gateway')) continue;
      const prototype = (value as { prototype: Record<string, unknown> }).prototype;
      const methods = Object.getOwnPropertyNames(prototype).filter(
        (method) => method !== 'constructor' && typeof prototype[method] === 'function',
      );
      classes.push({ name, methods, prototype });
    }
  }
  // Downloads are the SPA's other way to call the API (platform spec §7): a URL the browser fetches or opens.
  const download = await import(
    fileURLToPath(new URL('../../src/application/platform/download-file.use-case.ts', import.meta.url))
  );
  const DownloadFile = (download as { DownloadFile: { prototype: Record<string, unknown> } }).DownloadFile;
  classes.push({ name: 'DownloadFile', methods: ['run'], prototype: DownloadFile.prototype });
  return classes;
}

/**
 * SPA calls made by a function, not a method: the browser fetches the URL it builds (`thumbnailPath`, the `<img>` of
 * an image field's stored file; `filePreviewUrl`, the preview dialog's `<img>` or PDF frame). Their tests run them through `viaSpa`.
 */
export const SPA_FUNCTIONS = ['thumbnailPath', 'filePreviewUrl', 'siteThumbnailUrl'] as const;

const SPA_CODE = ['application', 'stores', 'ui'].map(
  (folder) => new URL(`../../src/${folder}/`, import.meta.url),
);

/** The SPA's own source (use cases, stores, views), tests and test kits left out. */
export function spaSources(): string[] {
  return SPA_CODE.flatMap((folder) =>
    (readdirSync(fileURLToPath(folder), { recursive: true }) as string[])
      .filter(
        (file) =>
          /\.(ts|tsx)$/.test(file) &&
          !/\.test\.|test-|\.fakes?\.|testing\/|\.test-kit\.|\.test-helper\./.test(file),
      )
      .map((file) => readFileSync(fileURLToPath(new URL(file, folder)), 'utf8')),
  );
}
