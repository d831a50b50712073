import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { projectsChanged } from './get-projects';

export const deleteProject = (id: string) => callApi('DELETE /projects/:id', { params: { id } });

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => projectsChanged(qc) });
}
