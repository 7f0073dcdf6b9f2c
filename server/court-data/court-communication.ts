import type { OabRegistration } from './oab.ts';

/**
 * Our model of a court communication (an intimação, citação by edital, pauta …), whatever source it came from.
 * What a source sends is mapped to this by a pure function, so the rest of the product never sees a source's
 * field names.
 */
export type CommunicationSource = 'DJEN' | 'DEMO';

export type PartyPole = 'ACTIVE' | 'PASSIVE' | 'OTHER';

export interface CommunicationParty {
  pole: PartyPole;
  name: string;
}

export interface CommunicationLawyer {
  name: string;
  /** Digits only: the suffix a court stored (-O, -A …) says nothing about who the lawyer is. */
  oabNumber: string;
  oabUf: string;
}

export interface CourtCommunication {
  source: CommunicationSource;
  /** The source's id of the communication: what makes a second sight of it the same one. */
  sourceId: string;
  /** 20 digits. */
  processNumber: string;
  /** The court's acronym (TJSP, TRT2 …). */
  court: string;
  organ: string | null;
  /** Intimação, Citação, Pauta de julgamento … as the court typed it. */
  type: string;
  documentType: string | null;
  /** Named by the TPU when the class code is known, else as the court wrote it. */
  className: string | null;
  classCode: number | null;
  /** YYYY-MM-DD: the day it was made available (the publication date is the next business day). */
  availabilityDate: string;
  /** Sanitised HTML (sanitize-communication.ts): safe to store and render. */
  textHtml: string;
  parties: CommunicationParty[];
  lawyers: CommunicationLawyer[];
  /** The official certificate of publication. */
  certificateUrl: string | null;
  /** The court's own link to the act, http(s) only. */
  link: string | null;
  cancelled: boolean;
  cancellationReason: string | null;
  /** YYYY-MM-DD or an instant, as the source gave it. */
  cancelledAt: string | null;
}

/** One search: by the lawyer's OAB, by a process number, or every communication in a window (demo and tests). */
export type CommunicationQuery =
  | { kind: 'oab'; oab: OabRegistration; from: string; to: string }
  | { kind: 'process'; processNumber: string; from?: string; to?: string }
  | { kind: 'window'; from: string; to: string; court?: string };

export interface CommunicationSearchResult {
  communications: CourtCommunication[];
  /** False when the source said it had more than it gave (a page that stayed empty): logged, never hidden. */
  complete: boolean;
  /** Items the source sent that could not be read (missing id, number or date; a schema drift), counted. */
  skipped: number;
  warnings: string[];
}

/** Court communications: the DJEN in production, generated ones in the demo. */
export interface CommunicationsProvider {
  readonly source: CommunicationSource;
  search(query: CommunicationQuery): Promise<CommunicationSearchResult>;
}

/** Process metadata by number (class, organ, subjects, TPU-coded movements): DataJud or a commercial aggregator. */
export interface ProcessData {
  processNumber: string;
  court: string;
  className: string | null;
  classCode: number | null;
  organ: string | null;
  filedOn: string | null;
  subjects: { code: number | null; name: string }[];
  movements: { code: number | null; name: string; at: string }[];
}

export type ProcessLookup =
  | { status: 'found'; process: ProcessData }
  | { status: 'not-found' }
  /** The source answered without data it should have (a partial answer): never read as "not found". */
  | { status: 'unavailable'; reason: string };

export interface ProcessDataProvider {
  readonly source: string;
  lookup(processNumber: string): Promise<ProcessLookup>;
}
