import sanitizeHtml from 'sanitize-html';

/**
 * A communication's `texto` is HTML written by dozens of court systems and rendered inside the app: untrusted.
 * Only formatting survives. Besides scripts and handlers, `class`, `style` and `id` go too: with utility CSS in the
 * page, a `class="fixed inset-0"` alone would cover the whole app without a line of script.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'blockquote',
  'pre',
  'hr',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // Links only; table spans keep the layout of tabular acts. No class/style/id/on* anywhere.
  allowedAttributes: { a: ['href'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content, not unwrapped: their text is code, not prose.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
  ],
  disallowedTagsMode: 'discard',
  // A link out of the app opens apart from it and gives it no handle back.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  allowedSchemesByTag: {},
};

// The attributes the transform adds must survive the allow-list that runs after it.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'rel', 'target'],
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text from courts uses CR/LF line breaks; they become <br> so the act keeps its lines once rendered as HTML. */
const plainToHtml = (text: string): string => escapeHtml(text).replace(/\r\n|\n\r|\r|\n/g, '<br>');

/** Markup, as opposed to prose that merely contains "<" (a plain act may say "<nome>"). */
const looksLikeHtml = (text: string): boolean =>
  /<\/?(p|br|div|span|b|strong|i|em|u|font|table|tr|td|th|a|ul|ol|li|h[1-6]|html|body|head|script|style|iframe|img|svg|object|embed|form|input|link|meta)\b/i.test(
    text,
  );

/** The HTML that may be stored and rendered. */
export function sanitizeCommunicationHtml(texto: string | null | undefined): string {
  if (!texto) return '';
  const html = looksLikeHtml(texto) ? texto : plainToHtml(texto);
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text alone (movement text, notification, search): tags dropped, entities decoded, blank runs collapsed. */
export function communicationPlainText(sanitizedHtml: string): string {
  const withBreaks = sanitizedHtml.replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

const NAMED_ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
