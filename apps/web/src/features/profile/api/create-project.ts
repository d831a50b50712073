import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { projectsChanged } from './get-projects';

export const createProject = (body: BodyOf<'POST /projects'>) => callApi('POST /projects', { body });

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => projectsChanged(qc) });
}
