import { describe, expect, it } from 'vitest';
import { convertSchema, forSwaggerUi } from '#client/screens/api/reference-document';
import { buildOpenApiDocument } from '#server/openapi/openapi-document';

describe('the API reference drawn as OpenAPI 3.0', () => {
  it('says the published 3.1 document with no keyword 3.0 lacks, every operation kept', () => {
    const published = buildOpenApiDocument('test');
    const before = JSON.stringify(published);
    const drawn = forSwaggerUi(published) as typeof published;
    const text = JSON.stringify(drawn);

    expect(drawn.openapi).toBe('3.0.3');
    // The published document is left as it was.
    expect(JSON.stringify(published)).toBe(before);
    const left = ['"type":[', '"type":"null"', '"const":', '"prefixItems":', '"propertyNames":', '"$schema":'].flatMap(
      (keyword) => {
        const at = text.indexOf(keyword);
        return at < 0 ? [] : [`${keyword} in …${text.slice(at - 120, at + 40)}…`];
      },
    );
    expect(left).toEqual([]);
    // Each of these is in the 3.1 document, so the checks above had something to find.
    for (const keyword of ['"type":[', '"type":"null"', '"const":', '"prefixItems":', '"propertyNames":'])
      expect(before).toContain(keyword);

    expect(Object.keys(drawn.paths)).toEqual(Object.keys(published.paths));
    const operation = (doc: typeof published) => JSON.stringify(doc.paths['/admins/order-refund']).length;
    expect(operation(drawn)).toBeGreaterThan(operation(published) * 0.8);
    expect(text).toContain('Roles: ADMIN_ROOT, BACKEND_SUPPORT_AGENT.');
    expect(Object.keys((drawn.components as { schemas: object }).schemas)).toEqual(
      Object.keys((published.components as { schemas: object }).schemas),
    );
  });

  it('says each 3.1 form the 3.0 way', () => {
    expect(convertSchema({ type: ['string', 'null'], maxLength: 5 })).toEqual({
      type: 'string',
      nullable: true,
      maxLength: 5,
    });
    expect(convertSchema({ anyOf: [{ $ref: '#/components/schemas/AccountRow' }, { type: 'null' }] })).toEqual({
      allOf: [{ $ref: '#/components/schemas/AccountRow' }],
      nullable: true,
    });
    expect(convertSchema({ description: 'd', anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({
      description: 'd',
      type: 'integer',
      nullable: true,
    });
    expect(convertSchema({ type: 'string', const: 'account' })).toEqual({ type: 'string', enum: ['account'] });
    expect(convertSchema({ type: 'null' })).toEqual({ nullable: true, enum: [null] });
    expect(convertSchema({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] })).toEqual({
      type: 'array',
      items: { type: 'number' },
      minItems: 2,
      maxItems: 2,
    });
    expect(
      convertSchema({
        type: 'object',
        description: 'Per decision.',
        propertyNames: { type: 'string', enum: ['approve', 'reject'] },
        additionalProperties: { type: ['number', 'null'] },
      }),
    ).toEqual({
      type: 'object',
      description: 'Per decision. Keys: approve, reject.',
      additionalProperties: { type: 'number', nullable: true },
    });
    // A property that happens to be called like a keyword stays a property.
    expect(
      convertSchema({
        type: 'object',
        properties: { examples: { type: 'integer', examples: [3] }, const: { const: 1 } },
      }),
    ).toEqual({ type: 'object', properties: { examples: { type: 'integer', example: 3 }, const: { enum: [1] } } });
  });
});
