// Saved searches: a member's lists kept under a name with their alerts, the digest's signed unsubscribe link (which
// works signed out), and the admins' 'send the digest now'.
import { z } from 'zod';
import { endpoint, idParams, noContent } from '../endpoint.ts';
import {
  createSavedSearchSchema,
  digestRunSchema,
  savedSearchSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  updateSavedSearchSchema,
} from '../schemas/saved-searches.ts';

const savedSearchNotFound = 'Saved search not found';

export const savedSearchesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/saved-searches',
    tag: 'offers',
    summary: "The member's saved searches, newest first",
    access: 'member',
    responses: { 200: z.array(savedSearchSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/me/saved-searches',
    tag: 'offers',
    summary: "Save a list's filters under a name, with an in-app alert and/or a daily email digest of new matches",
    access: 'member',
    body: createSavedSearchSchema,
    responses: { 201: savedSearchSchema },
    // The name is taken, or the member keeps as many searches as allowed.
    codes: ['NAME_TAKEN', 'SAVED_SEARCHES_FULL'],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/me/saved-searches/:id',
    tag: 'offers',
    summary: 'Rename a saved search or switch its alerts',
    access: 'member',
    params: idParams,
    notFound: savedSearchNotFound,
    body: updateSavedSearchSchema,
    responses: { 200: savedSearchSchema },
    codes: ['NAME_TAKEN'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/me/saved-searches/:id',
    tag: 'offers',
    summary: 'Delete a saved search',
    access: 'member',
    params: idParams,
    notFound: savedSearchNotFound,
    responses: { 204: noContent },
  }),
  unsubscribeInfo: endpoint({
    method: 'GET',
    path: '/saved-searches/unsubscribe',
    tag: 'offers',
    summary: "Which saved search a digest's unsubscribe link stands for; changes nothing",
    access: 'visitor',
    allowDuringMaintenance: true,
    query: unsubscribeQuerySchema,
    notFound: savedSearchNotFound,
    responses: { 200: unsubscribeResultSchema },
    // A link altered or made up, or older than 90 days.
    codes: ['INVALID_TOKEN', 'LINK_EXPIRED'],
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/saved-searches/unsubscribe',
    tag: 'offers',
    summary: "Turn off a saved search's email digest from its signed link (RFC 8058 one-click), signed in or not",
    access: 'visitor',
    allowDuringMaintenance: true,
    query: unsubscribeQuerySchema,
    notFound: savedSearchNotFound,
    responses: { 200: unsubscribeResultSchema },
    // A link altered or made up, or older than 90 days.
    codes: ['INVALID_TOKEN', 'LINK_EXPIRED'],
  }),
  runDigest: endpoint({
    method: 'POST',
    path: '/admin/saved-searches/digest',
    tag: 'admin',
    summary: "Send the saved searches' daily digest now (only matches not emailed yet; never an empty email)",
    access: 'admin',
    responses: { 200: digestRunSchema },
  }),
};
