// swagger-ui-dist ships no types; the reference screen uses this much of it.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUiOptions {
    spec: object;
    domNode: HTMLElement;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    supportedSubmitMethods?: string[];
    tryItOutEnabled?: boolean;
    validatorUrl?: string | null;
    displayOperationId?: boolean;
  }
  const SwaggerUI: (options: SwaggerUiOptions) => unknown;
  export default SwaggerUI;
}

/** Swagger UI's stylesheet as a content-hashed asset, its inline images moved to files (build.mjs). */
declare module 'virtual:api-reference-css' {
  const href: string;
  export default href;
}
