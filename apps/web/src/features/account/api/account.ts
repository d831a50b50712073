/** Calls of the account side (SPEC.md §7); the client shows the §8 error toasts itself. */
import type {
  Company,
  CreateCompanyInput,
  CreateProjectInput,
  Page,
  Project,
  ProjectFields,
  UpdateCompanyInput,
  User,
} from '@cimenta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { profileQueryOptions } from '../../../lib/session';
import type { TokenPair } from '../../../lib/storage';

export const login = (email: string, password: string) => api.post<TokenPair>('/auth/login', { email, password });

export const registerUser = (body: { id: string; name: string; lastname: string; email: string; password: string }) =>
  api.post<TokenPair>('/users', body);

export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/auth/password/reset', { email });

/** 200 while the recovery link is unused and unexpired, 400 otherwise; silent, the page says it. */
export const checkPasswordToken = (token: string) => api.post<{ valid: true }>('/auth/password/check', { token }, { silent: true });

export const updatePasswordWithToken = (token: string, password: string) =>
  api.post<{ message: string }>('/auth/password/update', { token, password });

export const updateUser = (body: { name: string; lastname: string; email: string }) =>
  api.put<{ message: string; user: User }>('/users', body);

export const changePassword = (actual: string, next: string) => api.put<{ message: string }>('/users/password', { actual, new: next });

export const createCompany = (body: CreateCompanyInput) => api.post<boolean>('/companies', body);

export const updateCompany = (id: string, body: UpdateCompanyInput) =>
  api.put<{ message: string; company: Company }>(`/companies/${encodeURIComponent(id)}`, body);

export type ImageSlot = 'logo' | 'photo' | 'picture';
export const deleteCompanyImage = (id: string, slot: ImageSlot) =>
  api.del<{ message: string; company: Company }>(`/companies/${encodeURIComponent(id)}/${slot}`);

export const projectsKey = ['account', 'projects'] as const;
export const listProjects = (signal?: AbortSignal) => api.get<Page<Project>>('/projects', { signal, query: { perPage: 100 } });
export const createProject = (body: CreateProjectInput) => api.post<Project>('/projects', body);
export const updateProject = (id: string, project: Partial<ProjectFields>) =>
  api.patch<Project>(`/projects/${encodeURIComponent(id)}`, { project });
export const deleteProject = (id: string) => api.del<{ message: string }>(`/projects/${encodeURIComponent(id)}`);

/** After a write the profile (with its company) is read again so every screen shows the saved state. */
export function useRefreshProfile() {
  const qc = useQueryClient();
  return useCallback(
    (user?: Partial<User>) => {
      if (user) qc.setQueryData(profileQueryOptions().queryKey, (old: User | undefined) => (old ? { ...old, ...user } : old));
      return qc.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
    [qc],
  );
}
