/** The review form: overall stars, three aspects, the text, the kind of work, the month and photos. */
import {
  MSG,
  REVIEW_ASPECTS,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TEXTS,
  reviewFieldsSchema,
} from '@cimenta/shared';
import { Button, FileInput, Input, Rating, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { showErrorToast } from '../../lib/toasts';
import { rawFormResolver } from '../../lib/form-resolver';
import { ImageTooBigError, readImage } from '../account-shared';
import { useCreateReview } from './api';

const T = REVIEW_TEXTS;
type StarField = 'rating' | 'quality' | 'deadlines' | 'price';
const STARS: StarField[] = ['rating', 'quality', 'deadlines', 'price'];
type Values = {
  rating: number;
  quality: number;
  deadlines: number;
  price: number;
  text: string;
  work: string | null;
  finished: string;
  photos: File[];
};

const resolver = rawFormResolver<Values>(reviewFieldsSchema.omit({ images: true }));
const thisMonth = () => new Date().toISOString().slice(0, 7);
const starLabel = (f: StarField) => (f === 'rating' ? T.overall : REVIEW_ASPECTS[f]);

type Work = { id: number; name: string; parent: { name: string } };

export function ReviewForm({ token, works: offered, onDone }: { token: string; works: Work[]; onDone: (message: string) => void }) {
  const create = useCreateReview();
  const { control, register, handleSubmit, formState, watch } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { rating: 0, quality: 0, deadlines: 0, price: 0, text: '', work: null, finished: '', photos: [] },
  });
  const e = formState.errors;
  const length = (watch('text') ?? '').trim().length;
  const works = offered.map((a) => ({ value: String(a.id), label: `${a.parent.name} · ${a.name}` }));

  const onSubmit = handleSubmit(async (v) => {
    let images: { content: string }[];
    try {
      images = await Promise.all(v.photos.slice(0, REVIEW_PHOTOS_MAX).map(async (f) => ({ content: (await readImage(f)).content })));
    } catch (err) {
      showErrorToast(err instanceof ImageTooBigError ? MSG.imageTooBig : MSG.invalidImage);
      return;
    }
    const { photos: _, work, ...rest } = v;
    create.mutate({ token, review: { ...rest, work: Number(work), images } }, { onSuccess: (res) => onDone(res.message) });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {STARS.map((f) => (
          <Controller
            key={f}
            control={control}
            name={f}
            render={({ field }) => (
              <Input.Wrapper label={starLabel(f)} withAsterisk error={e[f]?.message} id={`${f}-label`}>
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  size="lg"
                  getSymbolLabel={(n) => `${starLabel(f)}: ${n} de 5`}
                  mt={4}
                />
              </Input.Wrapper>
            )}
          />
        ))}
        <Textarea
          label={T.text}
          description={T.textHint(REVIEW_TEXT_MIN)}
          withAsterisk
          autosize
          minRows={4}
          maxLength={REVIEW_TEXT_MAX}
          error={e.text?.message}
          {...register('text')}
        />
        <Input.Description mt={-8}>{T.textCount(length, REVIEW_TEXT_MIN)}</Input.Description>
        <Controller
          control={control}
          name="work"
          render={({ field }) => (
            <Select
              label={T.workLabel}
              placeholder={T.workPlaceholder}
              withAsterisk
              data={works}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              nothingFoundMessage={MSG.notFoundOption}
              error={e.work?.message}
            />
          )}
        />
        <TextInput
          type="month"
          label={T.finishedLabel}
          withAsterisk
          max={thisMonth()}
          error={e.finished?.message}
          {...register('finished')}
        />
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <FileInput
              label={T.photos}
              multiple
              clearable
              accept="image/png,image/jpeg,image/webp"
              leftSection={<IconPhoto size={16} aria-hidden />}
              value={field.value}
              onChange={(files) => field.onChange(files.slice(0, REVIEW_PHOTOS_MAX))}
            />
          )}
        />
        <Button type="submit" loading={create.isPending} size="md">
          {T.send}
        </Button>
      </Stack>
    </form>
  );
}
