import { Type, type TSchema } from 'typebox';

/**
 * One environment variable of the production start: its TypeBox schema (checked on the text, or on the number for
 * integers) and what is expected, in Portuguese and English, for the one start-up message that lists every problem.
 */
export interface SettingRule {
  schema: TSchema;
  /** Parsed as an integer before the check. */
  integer?: boolean;
  required?: boolean;
  /** Never echoed in the message (passwords in a URL, keys, tokens). */
  secret?: boolean;
  pt: string;
  en: string;
}

const AWS_REGION = '[a-z]{2}(?:-[a-z]+)+-\\d';
const LIST_OF_ADDRESSES =
  '^(?:[0-9A-Fa-f.:/]+|loopback|linklocal|uniquelocal)(?:\\s*,\\s*(?:[0-9A-Fa-f.:/]+|loopback|linklocal|uniquelocal))*$';
const optionalPositive = (pt: string, en: string): SettingRule => ({
  schema: Type.Integer({ minimum: 1, maximum: 86_400 }),
  integer: true,
  pt,
  en,
});

export const SETTING_RULES = {
  DATABASE_URL: {
    schema: Type.String({ pattern: '^postgres(?:ql)?://\\S+$' }),
    required: true,
    secret: true,
    pt: 'URL do PostgreSQL, postgres://usuário:senha@host:5432/banco',
    en: 'the PostgreSQL URL, postgres://user:password@host:5432/database',
  },
  HOST: {
    schema: Type.String({ pattern: '^[A-Za-z0-9.:\\[\\]-]+$' }),
    pt: 'endereço de escuta (ex.: 127.0.0.1 ou 0.0.0.0)',
    en: 'the address to listen on (e.g. 127.0.0.1 or 0.0.0.0)',
  },
  PORT: {
    schema: Type.Integer({ minimum: 1, maximum: 65_535 }),
    integer: true,
    pt: 'inteiro entre 1 e 65535',
    en: 'an integer from 1 to 65535',
  },
  TRUST_PROXY: {
    schema: Type.Union([
      Type.Literal('true'),
      Type.Literal('false'),
      Type.String({ pattern: '^[1-9]$' }),
      Type.String({ pattern: LIST_OF_ADDRESSES }),
    ]),
    pt: 'true, false, o número de proxies (1–9) ou endereços/CIDRs separados por vírgula',
    en: 'true, false, the number of proxies (1–9) or comma-separated addresses/CIDRs',
  },
  LOG_LEVEL: {
    schema: Type.Union(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    ),
    pt: 'um de fatal, error, warn, info, debug, trace, silent',
    en: 'one of fatal, error, warn, info, debug, trace, silent',
  },
  COGNITO_USER_POOL_ID: {
    schema: Type.String({ pattern: '^[\\w-]+_[0-9A-Za-z]+$' }),
    required: true,
    pt: 'id do user pool do Amazon Cognito (ex.: sa-east-1_AbC123)',
    en: 'the Amazon Cognito user pool id (e.g. sa-east-1_AbC123)',
  },
  COGNITO_CLIENT_ID: {
    schema: Type.String({ pattern: '^[\\w+]{1,128}$' }),
    required: true,
    pt: 'id do app client do user pool',
    en: 'the user pool app client id',
  },
  COGNITO_REGION: {
    schema: Type.String({ pattern: `^${AWS_REGION}$` }),
    pt: 'região da AWS (ex.: sa-east-1)',
    en: 'an AWS region (e.g. sa-east-1)',
  },
  COGNITO_ENDPOINT: {
    schema: Type.String({ pattern: '^https?://[^\\s/]+/?$' }),
    pt: 'URL de um emulador (http://host:porta)',
    en: 'an emulator URL (http://host:port)',
  },
  OAUTH_DOMAIN: {
    schema: Type.String({ pattern: '^[A-Za-z0-9.-]+$' }),
    pt: 'domínio do hosted UI, sem https://',
    en: 'the hosted UI domain, without https://',
  },
  PWA_DIST: {
    schema: Type.String(),
    pt: 'pasta do PWA gerado (npm run build)',
    en: 'the built PWA folder (npm run build)',
  },
  VAPID_PUBLIC_KEY: {
    schema: Type.String({ pattern: '^[A-Za-z0-9_-]{80,100}$' }),
    required: true,
    pt: 'chave pública VAPID (npx web-push generate-vapid-keys)',
    en: 'the VAPID public key (npx web-push generate-vapid-keys)',
  },
  VAPID_PRIVATE_KEY: {
    schema: Type.String({ pattern: '^[A-Za-z0-9_-]{40,50}$' }),
    required: true,
    secret: true,
    pt: 'chave privada VAPID',
    en: 'the VAPID private key',
  },
  VAPID_SUBJECT: {
    schema: Type.String({ pattern: '^(?:mailto:\\S+@\\S+|https://\\S+)$' }),
    pt: 'mailto:… ou https://…',
    en: 'mailto:… or https://…',
  },
  CONTACT_EMAIL: {
    schema: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    pt: 'e-mail de contato',
    en: 'a contact e-mail',
  },
  CONTACT_PHONE: {
    schema: Type.String({ minLength: 8, maxLength: 40 }),
    pt: 'telefone de contato',
    en: 'a contact phone',
  },
  SENTRY_DSN: {
    schema: Type.String({ pattern: '^https://\\S+$' }),
    pt: 'DSN do Sentry (https://…)',
    en: 'a Sentry DSN (https://…)',
  },
  METRICS_TOKEN: {
    schema: Type.String({ pattern: '^[\\x21-\\x7e]{24,256}$' }),
    secret: true,
    pt: 'segredo de 24 caracteres ou mais para GET /metrics',
    en: 'a secret of 24 characters or more for GET /metrics',
  },
  COURT_FEED_MINUTES: {
    schema: Type.Integer({ minimum: 0, maximum: 1440 }),
    integer: true,
    pt: 'inteiro entre 0 e 1440',
    en: 'an integer from 0 to 1440',
  },
  DEMO: {
    schema: Type.Union([Type.Literal('0'), Type.Literal('1')]),
    pt: '1 (demonstração) ou 0',
    en: '1 (a demo) or 0',
  },
  SEED_DEMO: {
    schema: Type.Union([Type.Literal('0'), Type.Literal('1')]),
    pt: '1 (dados de demonstração num banco vazio) ou 0',
    en: '1 (demo data into an empty database) or 0',
  },
  SEED_PROCESSES: {
    schema: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    integer: true,
    pt: 'inteiro entre 0 e 10000000',
    en: 'an integer from 0 to 10000000',
  },
  JOB_EXPIRE_SECONDS: optionalPositive('segundos (1–86400)', 'seconds (1–86400)'),
  JOB_MAINTENANCE_SECONDS: optionalPositive('segundos (1–86400)', 'seconds (1–86400)'),
  JOB_RETRY_DELAY_SECONDS: optionalPositive('segundos (1–86400)', 'seconds (1–86400)'),
  JOB_POLL_SECONDS: optionalPositive('segundos (1–86400)', 'seconds (1–86400)'),
  JOB_CRON_CHECK_SECONDS: optionalPositive('segundos (1–86400)', 'seconds (1–86400)'),
} satisfies Record<string, SettingRule>;

export type SettingName = keyof typeof SETTING_RULES;

/** Test-only switches: a production start refuses them whatever else is set. */
export const TEST_ONLY_VARIABLES = [
  'E2E_TEST_ROUTES',
  'PUSH_TEST_ORIGINS',
  'JOB_TEST_HOLD_FILE',
  'FAKE_HOSTED_UI_PORT',
] as const;

export const AMAZON_POOL_ID = new RegExp(`^(${AWS_REGION})_[0-9A-Za-z]+$`);
