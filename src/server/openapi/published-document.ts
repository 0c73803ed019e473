import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Role } from '#contract/roles';
import { buildOpenApiDocument, documentForRole, type OpenApiDocument } from './openapi-document';

let whole: OpenApiDocument | null = null;
const byRole = new Map<Role, OpenApiDocument>();

/**
 * The build writes the document beside the server bundle; run from the source tree (tests, a
 * development server) there is none, and it is generated here from the same module once.
 */
function wholeDocument(): OpenApiDocument {
  if (whole) return whole;
  const built = fileURLToPath(new URL('./openapi.json', import.meta.url));
  whole = existsSync(built)
    ? (JSON.parse(readFileSync(built, 'utf8')) as OpenApiDocument)
    : buildOpenApiDocument('source');
  return whole;
}

/** The document of the endpoints `role` may call, made once per role. */
export function publishedDocument(role: Role): OpenApiDocument {
  let doc = byRole.get(role);
  if (!doc) byRole.set(role, (doc = documentForRole(wholeDocument(), role)));
  return doc;
}
