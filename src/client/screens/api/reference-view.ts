import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import cssHref from 'virtual:api-reference-css';
import { forSwaggerUi } from './reference-document';

const STYLESHEET_ID = 'api-reference-css';

/**
 * Swagger UI, in this chunk only. Its stylesheet is linked, not bundled: CSS a lazy chunk imports
 * lands in the entry's inline stylesheet, which every page would then carry. The reference is drawn
 * once the stylesheet has loaded: drawn before, its parts move as the rules arrive (a layout shift
 * the steady-screens test measures). It is a reference, not a console: "try it out" is off, so it
 * sends nothing (a page's token is not a script's). It draws the document as OpenAPI 3.0
 * (reference-document.ts says why).
 */
export async function renderReference(host: HTMLElement, spec: object): Promise<void> {
  await stylesheetLoaded();
  SwaggerUI({
    spec: forSwaggerUi(spec),
    domNode: host,
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: -1,
    supportedSubmitMethods: [],
    tryItOutEnabled: false,
    // Its default posts the document to an outside validator, which the CSP (rightly) blocks.
    validatorUrl: null,
    displayOperationId: false,
  });
}

/** Links the stylesheet once and waits for it; a stylesheet that fails to load still lets the reference draw. */
function stylesheetLoaded(): Promise<void> {
  let link = document.getElementById(STYLESHEET_ID) as HTMLLinkElement | null;
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = document.createElement('link');
    link.id = STYLESHEET_ID;
    link.rel = 'stylesheet';
    link.href = new URL(cssHref, import.meta.url).href;
    document.head.append(link);
  }
  const pending = link;
  return new Promise((resolve) => {
    pending.addEventListener('load', () => resolve(), { once: true });
    pending.addEventListener('error', () => resolve(), { once: true });
  });
}
