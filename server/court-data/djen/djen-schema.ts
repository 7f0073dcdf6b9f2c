import { Type, type Static } from 'typebox';

/**
 * The answer of `GET /api/v1/comunicacao`, written from the Comunica PJe Swagger (v1.0.3, 29/05/2025) and the
 * fields production answers were seen to carry besides it (idOrgao, status, motivo_cancelamento,
 * data_cancelamento). Field names mix snake_case and camelCase: they are copied exactly. Nullable where real
 * answers carried null. Extra fields are allowed (a new field breaks nothing); a renamed, missing or retyped one
 * fails the fixture test, and at run time is counted as a warning.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const DjenLawyerSchema = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  numero_oab: Type.String(),
  uf_oab: Type.String(),
});

export const DjenRecipientLawyerSchema = Type.Object({
  id: Type.Integer(),
  comunicacao_id: Type.Integer(),
  advogado_id: Type.Integer(),
  created_at: Nullable(Type.String()),
  updated_at: Nullable(Type.String()),
  advogado: DjenLawyerSchema,
});

export const DjenRecipientSchema = Type.Object({
  nome: Type.String(),
  /** "A" active pole, "P" passive; other values seen rarely. */
  polo: Nullable(Type.String()),
  comunicacao_id: Type.Integer(),
});

export const DjenItemSchema = Type.Object({
  id: Type.Integer(),
  /** AAAA-MM-DD. */
  data_disponibilizacao: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  siglaTribunal: Type.String(),
  tipoComunicacao: Nullable(Type.String()),
  nomeOrgao: Nullable(Type.String()),
  idOrgao: Type.Optional(Nullable(Type.Integer())),
  /** Free HTML or text from the court: untrusted. */
  texto: Nullable(Type.String()),
  /** 20 digits, no mask. */
  numero_processo: Type.String(),
  meio: Nullable(Type.String()),
  link: Nullable(Type.String()),
  tipoDocumento: Nullable(Type.String()),
  nomeClasse: Nullable(Type.String()),
  /** A TPU class code, as a string. */
  codigoClasse: Nullable(Type.String()),
  numeroComunicacao: Nullable(Type.Integer()),
  ativo: Type.Boolean(),
  hash: Nullable(Type.String()),
  status: Type.Optional(Nullable(Type.String())),
  motivo_cancelamento: Type.Optional(Nullable(Type.String())),
  data_cancelamento: Type.Optional(Nullable(Type.String())),
  /** DD/MM/AAAA. */
  datadisponibilizacao: Type.String(),
  meiocompleto: Nullable(Type.String()),
  numeroprocessocommascara: Type.String(),
  destinatarios: Type.Array(DjenRecipientSchema),
  destinatarioadvogados: Type.Array(DjenRecipientLawyerSchema),
});

export const DjenPageSchema = Type.Object({
  status: Type.String(),
  message: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  items: Type.Array(DjenItemSchema),
});

/** Some answers are the item list alone, without the envelope. */
export const DjenAnswerSchema = Type.Union([DjenPageSchema, Type.Array(DjenItemSchema)]);

export type DjenItem = Static<typeof DjenItemSchema>;
