import { ACCOUNT_TEXTS, formatNumber, MSG, type Project } from '@cimenta/shared';
import { Badge, Button, Card, Group, Image, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { settle } from '../../lib/settle';
import { useCreateProject } from './api/create-project';
import { useDeleteProject } from './api/delete-project';
import { useProjects } from './api/get-projects';
import { useUpdateProject } from './api/update-project';
import { changedFields } from './changed-fields';
import { toastSuccess, newId } from '../account-shared';
import { ProjectForm, projectPayload, projectValuesFrom } from './project-form';
import { SectionCard } from './section-card';

const T = ACCOUNT_TEXTS.projects;

function ProjectCard({ project, onEdit, onDelete }: { project: Project; onEdit: () => void; onDelete: () => void }) {
  const facts = [
    project.province?.name,
    project.year ? String(project.year) : null,
    project.area ? `${formatNumber(project.area)} m²` : null,
    project.budget ? `${formatNumber(project.budget)} €` : null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Card.Section>
        {project.images[0] ? (
          <Image src={project.images[0]} alt="" h={150} fit="cover" />
        ) : (
          <Stack h={150} align="center" justify="center" bg="gray.1" c="dimmed">
            <IconPhoto size={32} aria-hidden />
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={2} component="h3" m={0} size="md">
          {project.title}
        </Text>
        {facts.length > 0 && (
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        )}
        <Group gap={6}>
          {project.building && <Badge variant="light">{project.building.name}</Badge>}
          {project.construction && (
            <Badge variant="light" color="gray">
              {project.construction.name}
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={`${ACCOUNT_TEXTS.common.edit}: ${project.title}`}
          >
            {ACCOUNT_TEXTS.common.edit}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            aria-label={`${ACCOUNT_TEXTS.common.delete}: ${project.title}`}
          >
            {ACCOUNT_TEXTS.common.delete}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /my-profile/projects: the company's portfolio (list, add, edit, delete). */
export function ProjectsScreen() {
  const mobile = useMediaQuery('(max-width: 48em)');
  const projects = useProjects();
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const deleteProject = useDeleteProject();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  return (
    <SectionCard title={T.title} intro={T.intro}>
      <Group justify="flex-end" mt={-8}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {T.add}
        </Button>
      </Group>
      {projects.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : (projects.data?.items.length ?? 0) === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {T.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {projects.data?.items.map((p) => (
            <ProjectCard key={p.id} project={p} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? T.newTitle : T.editTitle}
        size="lg"
        fullScreen={mobile}
      >
        {editing !== null && (
          <ProjectForm
            project={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              // A failure is toasted by the mutation cache; the dialog stays open for another try.
              if (editing === 'new') {
                if (!(await settle(createProject.mutateAsync({ id: newId(), project: projectPayload(values) }))).ok) return;
              } else {
                const changes = changedFields(projectPayload(projectValuesFrom(editing)), projectPayload(values));
                if (Object.keys(changes).length && !(await settle(updateProject.mutateAsync({ id: editing.id, project: changes }))).ok)
                  return;
              }
              toastSuccess(MSG.projectSaved);
              setEditing(null);
            }}
          />
        )}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={T.confirmDeleteTitle}>
        <Stack>
          <Text>{deleting && T.confirmDelete(deleting.title)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {ACCOUNT_TEXTS.common.cancel}
            </Button>
            <Button
              // White on Mantine's red-6 is below 4.5:1; red-8 passes.
              color="red.8"
              loading={deleteProject.isPending}
              onClick={() => {
                if (!deleting) return;
                // A failure is toasted by the mutation cache; the dialog stays open.
                deleteProject.mutate(deleting.id, {
                  onSuccess: (res) => {
                    toastSuccess(res.message || MSG.projectDeleted);
                    setDeleting(null);
                  },
                });
              }}
            >
              {ACCOUNT_TEXTS.common.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
