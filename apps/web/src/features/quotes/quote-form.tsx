/**
 * The quote request form (issue 20), loaded only when a visitor asks for it (request-quote-button.tsx):
 * react-hook-form with the shared schema (zod stays out of the public pages' first load). A form
 * token fetched on open proves the minimum fill time; `website` is a honeypot people never see.
 */
import { type QuoteRequestFields, quoteRequestFieldsSchema } from '@cimenta/shared/quotes';
import { MSG } from '@cimenta/shared/messages';
import { QUOTE_FORM_TEXTS, QUOTE_PHOTOS_MAX, QUOTE_STARTS } from '@cimenta/shared/texts-quotes';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCircleCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { callApi } from '../../lib/api-client';
import { rawFormResolver } from '../../lib/form-resolver';
import {
  ImageTooBigError,
  readImage,
  toOptions,
  toastError,
  useCities,
  useCompanyTypes,
  useMainActivities,
  useProvinces,
  useSubActivities,
} from '../account-shared';
import { useSendQuote } from './api';

const T = QUOTE_FORM_TEXTS;

type Values = {
  type: string;
  activity: string;
  subActivity: string;
  province: string;
  city: string;
  budgetMin: number | string;
  budgetMax: number | string;
  area: number | string;
  start: string;
  description: string;
  images: { content: string }[];
  name: string;
  email: string;
  phone: string;
  consent: boolean;
  website: string;
};

/**
 * What the form starts with, all changeable: the company's type from its page, or the guided
 * search's answers (the province by name, as the guided search keeps it).
 */
export type QuoteDefaults = {
  type?: number;
  activity?: number;
  subActivity?: number | null;
  provinceName?: string;
  budget?: { min: number; max: number | null };
  area?: number;
};

const str = (v: number | null | undefined) => (v ? String(v) : '');
const num = (v: number | string) => (v === '' || v == null ? undefined : Number(v));
function payload(companies: string[], v: Values): QuoteRequestFields {
  const min = num(v.budgetMin);
  const max = num(v.budgetMax);
  return {
    companies,
    type: num(v.type),
    activity: num(v.activity),
    subActivity: num(v.subActivity),
    province: num(v.province),
    city: num(v.city),
    budget: min === undefined && max === undefined ? undefined : { min: min ?? 0, max: max ?? 1_000_000_000 },
    area: num(v.area),
    start: v.start as QuoteRequestFields['start'],
    description: v.description,
    images: v.images.length ? v.images : undefined,
    name: v.name,
    email: v.email,
    phone: v.phone.trim() || undefined,
    consent: v.consent,
  };
}

export function QuoteForm({ companies, defaults = {} }: { companies: string[]; defaults?: QuoteDefaults }) {
  const token = useQuery({
    queryKey: ['quote-form-token'],
    queryFn: () => callApi('GET /quotes/form-token', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const send = useSendQuote();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'onTouched',
    resolver: rawFormResolver<Values>(z.preprocess((v) => payload(companies, v as Values), quoteRequestFieldsSchema)),
    defaultValues: {
      type: str(defaults.type),
      activity: str(defaults.activity),
      subActivity: str(defaults.subActivity),
      province: '',
      city: '',
      budgetMin: defaults.budget?.min ?? '',
      budgetMax: defaults.budget?.max ?? '',
      area: defaults.area ?? '',
      start: '',
      description: '',
      images: [],
      name: '',
      email: '',
      phone: '',
      consent: false,
      website: '',
    },
  });
  const { register, control, watch, setValue, formState } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const type = num(watch('type')) ?? null;
  const activity = num(watch('activity')) ?? null;
  const province = num(watch('province')) ?? null;
  const types = useCompanyTypes();
  const mains = useMainActivities(type);
  const subs = useSubActivities(type, activity);
  const provinces = useProvinces();
  const cities = useCities(province);
  const images = watch('images');
  // The guided search knows the province by name: its id once the list is here, unless one was chosen.
  const provinceName = defaults.provinceName?.toLocaleLowerCase('es');
  useEffect(() => {
    if (!provinceName || form.getValues('province')) return;
    const found = provinces.data?.find((p) => p.name.toLocaleLowerCase('es') === provinceName);
    if (found) setValue('province', String(found.id));
  }, [provinceName, provinces.data, form, setValue]);

  if (sent) {
    return (
      <Alert color="green" variant="light" role="status" title={T.sentTitle} icon={<IconCircleCheck size={18} aria-hidden />}>
        {sent}
      </Alert>
    );
  }

  const submit = form.handleSubmit((v) => {
    send.mutate(
      { ...payload(companies, v), website: v.website, formToken: token.data?.token ?? '' },
      { onSuccess: (r) => setSent(r.message) },
    );
  });
  const select = (
    name: 'type' | 'activity' | 'subActivity' | 'province' | 'city' | 'start',
    label: string,
    data: { value: string; label: string }[],
    opts: { required?: boolean; searchable?: boolean } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={field.value || null}
          onChange={(v) => {
            field.onChange(v ?? '');
            if (name === 'type') setValue('activity', '');
            if (name === 'type' || name === 'activity') setValue('subActivity', '');
            if (name === 'province') setValue('city', '');
          }}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          withAsterisk={opts.required}
          searchable={opts.searchable}
          clearable={!opts.required}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select('type', T.type, toOptions(types.data), { required: true })}
          {select('activity', T.activity, toOptions(mains.data), { required: true })}
          {select('subActivity', T.subActivity, toOptions(subs.data))}
          {select(
            'start',
            T.start,
            Object.entries(QUOTE_STARTS).map(([value, label]) => ({ value, label })),
            { required: true },
          )}
          {select('province', T.province, toOptions(provinces.data), { required: true, searchable: true })}
          {select('city', T.city, toOptions(cities.data), { required: true, searchable: true })}
          <Controller
            name="budgetMin"
            control={control}
            render={({ field }) => (
              <NumberInput
                label={T.budgetMin}
                min={0}
                thousandSeparator="."
                decimalSeparator=","
                {...field}
                error={errors.budget?.message}
              />
            )}
          />
          <Controller
            name="budgetMax"
            control={control}
            render={({ field }) => <NumberInput label={T.budgetMax} min={0} thousandSeparator="." decimalSeparator="," {...field} />}
          />
          <Controller
            name="area"
            control={control}
            render={({ field }) => <NumberInput label={T.area} min={1} {...field} error={errors.area?.message} />}
          />
        </SimpleGrid>
        <Textarea
          label={T.description}
          withAsterisk
          autosize
          minRows={4}
          {...register('description')}
          error={errors.description?.message}
        />
        <Stack gap={6}>
          <Group justify="space-between">
            <span>{T.photos(images.length, QUOTE_PHOTOS_MAX)}</span>
            {images.length < QUOTE_PHOTOS_MAX && (
              <FileButton
                accept="image/png,image/jpeg,image/webp"
                onChange={async (file) => {
                  if (!file) return;
                  try {
                    const img = await readImage(file);
                    setValue('images', [...images, { content: img.content }]);
                  } catch (e) {
                    toastError(e instanceof ImageTooBigError ? MSG.imageTooBig : MSG.invalidImage);
                  }
                }}
              >
                {(props) => (
                  <Button {...props} variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />}>
                    {T.addPhoto}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
          {images.length > 0 && (
            <SimpleGrid cols={{ base: 3, sm: 5 }}>
              {images.map((img, i) => (
                <div key={img.content.slice(-32)} style={{ position: 'relative' }}>
                  <Image src={img.content} alt="" h={72} radius="sm" fit="cover" />
                  <ActionIcon
                    size="sm"
                    color="dark"
                    aria-label={T.removePhoto(i + 1)}
                    style={{ position: 'absolute', top: 2, right: 2 }}
                    onClick={() =>
                      setValue(
                        'images',
                        images.filter((_, j) => j !== i),
                      )
                    }
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                </div>
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={T.name} withAsterisk autoComplete="name" {...register('name')} error={errors.name?.message} />
          <TextInput label={T.email} withAsterisk type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
          <TextInput label={T.phone} type="tel" autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
        </SimpleGrid>
        {/* The honeypot: off screen, out of the tab order and of the accessibility tree. */}
        <div aria-hidden style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            {T.honeypot}
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </div>
        <ConsentCheckbox id="quote-consent" purpose={T.purpose} {...register('consent')} error={errors.consent?.message} />
        <Button type="submit" loading={send.isPending} disabled={!token.data} style={{ alignSelf: 'flex-end' }}>
          {T.send}
        </Button>
      </Stack>
    </form>
  );
}
