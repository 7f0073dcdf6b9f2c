import { defineEndpoint } from './define-endpoint.ts';

/** A process's custom fields and their answers (docs/api.md#process-workspace). */
export const customFieldEndpoints = {
  getCustomFieldAnswers: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/process/:processId/customfield',
    schemas: (s) => ({ params: s.processes.OrgProcessParams, response: { 200: s.customFields.CustomFieldAnswers } }),
  }),
  /** The first save: every required field answered, all or nothing. */
  saveCustomFieldAnswers: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/process/:processId/customfield',
    schemas: (s) => ({
      params: s.processes.OrgProcessParams,
      body: s.customFields.AnswerCustomFieldsBody,
      response: { 200: s.customFields.CustomFieldAnswers },
    }),
  }),
  /** Later saves: only the fields sent. */
  updateCustomFieldAnswers: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/process/:processId/customfield',
    schemas: (s) => ({
      params: s.processes.OrgProcessParams,
      body: s.customFields.AnswerCustomFieldsBody,
      response: { 200: s.customFields.CustomFieldAnswers },
    }),
  }),
  listCustomFields: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/process/:processId/customfield/list',
    schemas: (s) => ({ params: s.processes.OrgProcessParams, response: { 200: s.customFields.CustomFieldList } }),
  }),
  listCustomFieldValues: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/process/:processId/customfield/:fieldId/listvalue/list',
    schemas: (s) => ({
      params: s.customFields.CustomFieldParams,
      response: { 200: s.customFields.CustomFieldValueList },
    }),
  }),
};
