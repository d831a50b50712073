import { ACCOUNT_TEXTS, MSG, PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX, type Project, type ProjectFields } from '@cimenta/shared';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import {
  useFocusFirstError,
  toOptions,
  useBuildings,
  useConstructions,
  useProvinces,
  projectFormSchema,
  ImageTooBigError,
  readImage,
  toastError,
} from '../account-shared';
import { useActivityTree } from './activity-tree';
import { rawFormResolver } from '../../lib/form-resolver';

const T = ACCOUNT_TEXTS.projects;
const F = T.fields;
const MAX_PHOTOS = 6;

type Photo = { url?: string; content?: string };
export type ProjectValues = {
  title: string;
  description: string;
  province: string;
  activity: string;
  year: number | string;
  building: string;
  construction: string;
  budget: number | string;
  area: number | string;
  images: Photo[];
};

export function projectValuesFrom(p?: Project): ProjectValues {
  const s = (v: { id: number } | null | undefined) => (v ? String(v.id) : '');
  return {
    title: p?.title ?? '',
    description: p?.description ?? '',
    province: s(p?.province),
    activity: s(p?.activity),
    year: p?.year ?? '',
    building: s(p?.building),
    construction: s(p?.construction),
    budget: p?.budget ?? '',
    area: p?.area ?? '',
    images: (p?.images ?? []).map((url) => ({ url })),
  };
}

const num = (v: number | string) => (v === '' || v == null ? null : Number(v));

export function projectPayload(v: ProjectValues): ProjectFields {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    province: num(v.province),
    activity: num(v.activity),
    year: num(v.year),
    building: num(v.building),
    construction: num(v.construction),
    budget: num(v.budget),
    area: num(v.area),
    images: v.images.map((i) => (i.content ? { content: i.content } : { url: i.url })),
  };
}

export function ProjectForm({
  project,
  onSubmit,
  onCancel,
}: {
  project?: Project;
  onSubmit: (values: ProjectValues) => Promise<void>;
  onCancel: () => void;
}) {
  const provinces = useProvinces();
  const activityTree = useActivityTree();
  const buildings = useBuildings();
  const constructions = useConstructions();
  const form = useForm<ProjectValues>({
    mode: 'onTouched',
    resolver: rawFormResolver(projectFormSchema),
    defaultValues: projectValuesFrom(project),
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);

  const select = (
    name: 'province' | 'activity' | 'building' | 'construction',
    label: string,
    data: { value: string; label: string }[] | { group: string; items: { value: string; label: string }[] }[],
    description?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={description}
          searchable
          clearable
          nothingFoundMessage={MSG.notFoundOption}
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const number = (name: 'year' | 'budget' | 'area', label: string, extra: Record<string, unknown> = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          min={0}
          allowDecimal={false}
          {...extra}
        />
      )}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <TextInput
          label={F.title}
          withAsterisk
          error={errors.title?.message}
          maxLength={PROJECT_TITLE_MAX}
          {...register('title')}
          data-autofocus
        />
        <Textarea
          label={F.description}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={PROJECT_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...register('description')}
        />
        <Text size="xs" c="dimmed" ta="right" mt={-12} aria-live="polite">
          {ACCOUNT_TEXTS.company.counter((watch('description') ?? '').length, PROJECT_DESCRIPTION_MAX)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select(
            'province',
            F.province,
            (provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.province })),
          )}
          {number('year', F.year, { min: 1900, max: 2100, thousandSeparator: undefined })}
        </SimpleGrid>
        {select('activity', F.activity, activityTree, F.activityHint)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select('building', F.building, toOptions(buildings.data))}
          {select('construction', F.construction, toOptions(constructions.data))}
          {number('budget', F.budget, { thousandSeparator: '.', decimalSeparator: ',' })}
          {number('area', F.area, { thousandSeparator: '.', decimalSeparator: ',' })}
        </SimpleGrid>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <Input.Wrapper label={F.photos} description={ACCOUNT_TEXTS.company.imageRule}>
              <Group gap="sm" mt="xs">
                {field.value.map((img, i) => (
                  <div key={img.url ?? img.content?.slice(-32) ?? i} style={{ position: 'relative' }}>
                    <Image src={img.url ?? img.content} alt={`${F.photos} ${i + 1}`} w={96} h={72} radius="sm" fit="cover" />
                    <ActionIcon
                      size="sm"
                      color="red"
                      radius="xl"
                      style={{ position: 'absolute', top: -6, right: -6 }}
                      aria-label={T.removePhoto(i + 1)}
                      onClick={() => field.onChange(field.value.filter((_, j) => j !== i))}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  </div>
                ))}
                {field.value.length < MAX_PHOTOS && (
                  <FileButton
                    multiple
                    accept="image/png,image/jpeg,image/webp"
                    onChange={async (files) => {
                      const added: Photo[] = [];
                      for (const file of files.slice(0, MAX_PHOTOS - field.value.length)) {
                        try {
                          added.push({ content: (await readImage(file)).content });
                        } catch (e) {
                          toastError(e instanceof ImageTooBigError ? MSG.imageTooBig : MSG.invalidImage);
                        }
                      }
                      field.onChange([...field.value, ...added]);
                    }}
                  >
                    {(props) => (
                      <Button {...props} variant="light" h={72} w={96} aria-label={T.addPhotos}>
                        <IconPlus size={20} />
                      </Button>
                    )}
                  </FileButton>
                )}
              </Group>
            </Input.Wrapper>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {ACCOUNT_TEXTS.common.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
