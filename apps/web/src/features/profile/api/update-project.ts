import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { projectsChanged } from './get-projects';

export type ProjectChanges = BodyOf<'PATCH /projects/:id'>['project'];

export const updateProject = (id: string, project: ProjectChanges) => callApi('PATCH /projects/:id', { params: { id }, body: { project } });

export function useUpdateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, project }: { id: string; project: ProjectChanges }) => updateProject(id, project),
    onSuccess: () => projectsChanged(qc),
  });
}
