/**
 * What feature code needs from the app's infrastructure, in one import:
 *   import { apiGet, useSession, useApiForm } from '../../lib/index.ts';
 */
export { ApiError, isApiError } from './api-error.ts';
export {
  API_BASE,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  apiUpload,
  type Parser,
  type RequestOptions,
} from './api-client.ts';
export { AnyResponse, IdResponse } from './parsers.ts';
export { changeLanguage, i18n, NAMESPACES, type Namespace } from './i18n.ts';
export { currentLang } from './current-lang.ts';
export { errorMessageOf, notifyError, notifySuccess, notifyUnhandled } from './notify.ts';
export { queryClient } from './query-client.ts';
export { getToken, tenantScope } from './storage.ts';
export { useApiForm, type ApiFormOptions, type ApiFormTarget } from './use-api-form.ts';
export { useSession, useToken, type Session } from '../features/session/use-session.ts';
export { useHomePath } from '../features/session/use-home-path.ts';
export { sessionQueries } from '../features/session/session.api.ts';
