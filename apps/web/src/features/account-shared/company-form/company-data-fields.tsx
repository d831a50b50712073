import { ACCOUNT_TEXTS, ADDRESS_MAX, CIF_MAX, COMPANY_NAME_MAX, COUNTRY, DESCRIPTION_MAX, MSG } from '@cimenta/shared';
import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { toOptions, useCities, useCompanyTypes, useProvinces } from '../api/catalog';
import { CompanyTypeBoxes } from './company-type-boxes';
import type { CompanyDataValues } from './values';

const T = ACCOUNT_TEXTS.company;

/** Company data and address, used by /rwc step 02 and the company screen. */
export function CompanyDataFields({ showName = true }: { showName?: boolean }) {
  const {
    register,
    control,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<CompanyDataValues>();
  const types = useCompanyTypes();
  const provinces = useProvinces();
  const province = watch('address.province');
  const cities = useCities(province ? Number(province) : null);
  const description = watch('description') ?? '';

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <CompanyTypeBoxes
            label={T.type}
            types={types.data}
            loading={types.isLoading}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {showName && (
          <TextInput label={T.name} withAsterisk error={errors.name?.message} maxLength={COMPANY_NAME_MAX} {...register('name')} />
        )}
        <TextInput label={T.cif} withAsterisk error={errors.cif?.message} maxLength={CIF_MAX} {...register('cif')} />
      </SimpleGrid>
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Textarea
            label={T.description}
            description={ACCOUNT_TEXTS.common.optional}
            placeholder={T.descriptionPlaceholder}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={DESCRIPTION_MAX}
            value={field.value}
            // A paste longer than the limit is cut, not refused (SPEC.md §5).
            onChange={(e) => field.onChange(e.currentTarget.value.slice(0, DESCRIPTION_MAX))}
            onBlur={field.onBlur}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
        )}
      />
      <Text size="xs" c="dimmed" ta="right" mt={-12} aria-live="polite">
        {T.counter(description.length, DESCRIPTION_MAX)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={T.country} value={COUNTRY} disabled readOnly />
        <Controller
          control={control}
          name="address.province"
          render={({ field, fieldState }) => (
            <Select
              label={T.province}
              withAsterisk
              searchable
              nothingFoundMessage={MSG.notFoundOption}
              data={(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.province }))}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v ?? '');
                // A new province invalidates the city and the zip code that belonged to the old one.
                setValue('address.city', '');
                setValue('address.zipcode', '');
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="address.city"
          render={({ field, fieldState }) => (
            <Select
              label={T.city}
              withAsterisk
              searchable
              disabled={!province}
              nothingFoundMessage={MSG.notFoundOption}
              data={toOptions(cities.data)}
              limit={100}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v ?? '');
                const prefix = cities.data?.find((c) => String(c.id) === v)?.zipcode;
                const zip = getValues('address.zipcode');
                // The server knows the province's two-digit prefix; start the zip code with it.
                if (prefix && !zip.startsWith(prefix)) setValue('address.zipcode', prefix);
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={T.zipcode}
          withAsterisk
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          error={errors.address?.zipcode?.message}
          {...register('address.zipcode')}
        />
        <TextInput
          label={T.address}
          withAsterisk
          autoComplete="street-address"
          error={errors.address?.address?.message}
          maxLength={ADDRESS_MAX}
          {...register('address.address')}
        />
      </SimpleGrid>
    </Stack>
  );
}
