import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/** Turns one Ajv error into Portuguese, e.g. "body/email: formato inválido". */
function describe(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Record<string, unknown>;
  const path = `${context}${error.instancePath}`;
  switch (error.keyword) {
    case 'required':
      return `${path}/${String(params.missingProperty)}: campo obrigatório ausente`;
    case 'additionalProperties':
      return `${path}/${String(params.additionalProperty)}: campo não permitido`;
    case 'type':
      return `${path}: deve ser do tipo ${String(params.type)}`;
    case 'pattern':
    case 'format':
      return `${path}: formato inválido`;
    case 'minLength':
      return `${path}: deve ter pelo menos ${String(params.limit)} caractere(s)`;
    case 'maxLength':
      return `${path}: deve ter no máximo ${String(params.limit)} caracteres`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${path}: deve ser no mínimo ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${path}: deve ser no máximo ${String(params.limit)}`;
    case 'const':
    case 'enum':
    case 'anyOf':
      return `${path}: valor não permitido`;
    default:
      return `${path}: valor inválido`;
  }
}

/** "Requisição inválida: body/email: formato inválido." — the field first, so the client can point at it. */
export function validationMessage(errors: readonly FastifySchemaValidationError[], context: string | undefined): string {
  // anyOf repeats its branches' errors; the first error names the field well enough.
  const first = errors[0];
  if (!first) return 'Requisição inválida.';
  return `Requisição inválida: ${describe(first, context ?? 'body')}.`;
}
