import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { bodyFieldLabel, choiceList } from './field-labels.ts';

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

/** The field an error is about, as a JSON pointer under the body ('/accessType'). */
function fieldPointer(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${error.instancePath}/${String(params.missingProperty)}`;
  return error.instancePath;
}

/** A field the screen labels: its label, and for a choice the allowed values in the screen's words. */
function describeLabelled(error: FastifySchemaValidationError): string | null {
  const field = bodyFieldLabel(fieldPointer(error));
  if (!field) return null;
  if (error.keyword === 'required') return `${field.label}: campo obrigatório`;
  if (field.choices && ['enum', 'const', 'anyOf', 'type'].includes(error.keyword))
    return `${field.label}: escolha ${choiceList(field.choices)}`;
  // The generic wording without the path: "Nome: deve ter no máximo 120 caracteres".
  return describe(error, '').replace(/^[^:]*:/, field.label + ':');
}

/**
 * "Requisição inválida: body/email: formato inválido." — the field first, so the client can point at it; a field a
 * screen labels is named by that label ("Requisição inválida: Perfil: escolha Usuário(a), …").
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  // anyOf repeats its branches' errors; the first error names the field well enough.
  const first = errors[0];
  if (!first) return 'Requisição inválida.';
  const labelled = (context ?? 'body') === 'body' ? describeLabelled(first) : null;
  return `Requisição inválida: ${labelled ?? describe(first, context ?? 'body')}.`;
}
