import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The answer of `POST /api_publica_<alias>/_search`, written from the DataJud wiki's official examples (exemplo1,
 * exemplo3): an Elasticsearch answer whose `_source` is the process. Extra fields are allowed; a renamed, missing or
 * retyped one fails the fixture test. `dataHora` comes as ISO text, 14 digits (Brasília time) or epoch milliseconds;
 * a movement's code may sit under `movimentoNacional`.
 */
const CodeAndName = Type.Object({ codigo: Type.Integer(), nome: Type.String() });
const DateLike = Type.Union([Type.String(), Type.Number()]);

export const DatajudMovementSchema = Type.Object({
  codigo: Type.Optional(Type.Integer()),
  nome: Type.Optional(Type.String()),
  movimentoNacional: Type.Optional(Type.Object({ codigo: Type.Integer() })),
  dataHora: DateLike,
});

export const DatajudProcessSchema = Type.Object({
  numeroProcesso: Type.String({ pattern: '^\\d{20}$' }),
  classe: CodeAndName,
  tribunal: Type.String(),
  grau: Type.Optional(Type.String()),
  dataAjuizamento: Type.Optional(DateLike),
  dataHoraUltimaAtualizacao: Type.Optional(DateLike),
  orgaoJulgador: Type.Optional(Type.Object({ codigo: Type.Optional(Type.Integer()), nome: Type.String() })),
  assuntos: Type.Optional(Type.Array(Type.Union([CodeAndName, Type.Array(CodeAndName)]))),
  movimentos: Type.Optional(Type.Array(DatajudMovementSchema)),
  nivelSigilo: Type.Optional(Type.Integer()),
});
export type DatajudProcess = Static<typeof DatajudProcessSchema>;

export const DatajudAnswerSchema = Type.Object({
  timed_out: Type.Optional(Type.Boolean()),
  _shards: Type.Object({ total: Type.Integer(), successful: Type.Integer(), failed: Type.Integer() }),
  hits: Type.Object({
    total: Type.Optional(Type.Object({ value: Type.Integer() })),
    hits: Type.Array(
      Type.Object({
        _source: DatajudProcessSchema,
        sort: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Number()]))),
      }),
    ),
  }),
});
export type DatajudAnswer = Static<typeof DatajudAnswerSchema>;

/** What in an answer differs from the schema, one line per place ([] when it fits). */
export function datajudDrift(answer: unknown): string[] {
  if (Value.Check(DatajudAnswerSchema, answer)) return [];
  const lines = new Map<string, string>();
  for (const error of Value.Errors(DatajudAnswerSchema, answer)) {
    if (error.keyword === 'anyOf') continue;
    const path = error.instancePath || '/';
    if (!lines.has(path)) lines.set(path, `${path}: ${error.message}`);
  }
  return [...lines.values()];
}
