import { Type, type Static } from 'typebox';

/** The TCU's consolidated certificate answer (certidoes-apf, `GET /certidoes/{cnpj}`), as its clients document it. */
export const TcuCertificateItem = Type.Object({
  emissor: Type.String(),
  tipo: Type.String(),
  dataHoraEmissao: Type.Optional(Type.String()),
  descricao: Type.Optional(Type.String()),
  situacao: Type.Union([Type.Literal('NADA_CONSTA'), Type.Literal('CONSTAM_REGISTROS')]),
  observacao: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const TcuCertificateAnswer = Type.Object({
  razaoSocial: Type.Optional(Type.String()),
  nomeFantasia: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  cnpj: Type.String(),
  codigoControle: Type.Optional(Type.String()),
  dataHoraEmissao: Type.Optional(Type.String()),
  seCnpjEncontradoNaBaseTCU: Type.Optional(Type.Boolean()),
  certidoes: Type.Array(TcuCertificateItem),
  certidaoPDF: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type TcuCertificateAnswer = Static<typeof TcuCertificateAnswer>;

export const TcuViolations = Type.Object({
  violacoes: Type.Array(Type.Object({ campo: Type.Optional(Type.String()), mensagem: Type.Optional(Type.String()) })),
});
