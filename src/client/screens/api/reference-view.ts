import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import cssHref from 'virtual:api-reference-css';

const STYLESHEET_ID = 'api-reference-css';

/**
 * Swagger UI, in this chunk only. Its stylesheet is linked, not bundled: CSS a lazy chunk imports
 * lands in the entry's inline stylesheet, which every page would then carry. It is a reference,
 * not a console: "try it out" is off, so it sends nothing (a page's token is not a script's).
 */
export function renderReference(host: HTMLElement, spec: object): void {
  if (!document.getElementById(STYLESHEET_ID)) {
    const link = document.createElement('link');
    link.id = STYLESHEET_ID;
    link.rel = 'stylesheet';
    link.href = new URL(cssHref, import.meta.url).href;
    document.head.append(link);
  }
  SwaggerUI({
    spec,
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
