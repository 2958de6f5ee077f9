import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { Button, Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { eventBodySchema } from '@berufswahl/contracts/messaging/events';
import { NEWS_AUDIENCES, NEWS_LEVELS, newsBodySchema, type NewsAudience, type NewsItem } from '@berufswahl/contracts/messaging/news';
import type { EventItem } from '@berufswahl/contracts/messaging/events';
import { firstErrorField, focusAndReveal } from '../../../components/ui/focus-first-error';
import { FormTextField } from '../../../components/ui/form-text-field';
import { SearchableDropdown, type DropdownOption } from '../../../components/ui/searchable-dropdown';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatStoreError } from '../../../lib/api-client';
import { useMe } from '../../../lib/me/get-me';
import { useSekundarstufen } from './api/get-sekundarstufen';
import type { NewsKind } from './api/list-news';
import { useSaveNews, type NewsDraft } from './api/save-news';
import { RichTextEditor } from './rich-text-editor';
import type { WriterContext } from './writer-context';
import { addTexts } from '../../../lib/i18n';
import newsFormTexts from '../../../locales/de-news-form.json';

// The form's texts come with the form, not with the start page that lists the news (decision 008).
addTexts(newsFormTexts);

type Item = NewsItem & Partial<Pick<EventItem, 'date' | 'time' | 'place'>>;

const FIELD_ORDER = ['title', 'date', 'time', 'place', 'audiences', 'grade', 'text'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

/** The form's values: the target select holds "school", "class:<uuid>" or "grade:<n>". */
type FormValues = {
  title: string;
  text: string;
  audiences: NewsAudience[];
  target: string;
  level: '' | 'sek1' | 'sek2';
  date: string;
  time: string;
  place: string;
};

function draftOf(values: FormValues, kind: NewsKind): NewsDraft {
  const [targetKind, targetValue] = values.target.split(':');
  const draft: NewsDraft = {
    title: values.title,
    text: values.text,
    audiences: values.audiences,
    class_uuid: targetKind === 'class' ? (targetValue ?? null) : null,
    grade: targetKind === 'grade' ? Number(targetValue) : null,
    level: values.level || null,
  };
  if (kind === 'events') Object.assign(draft, { date: values.date, time: values.time || null, place: values.place });
  return draft;
}

function valuesOf(item: Item | null, writer: WriterContext): FormValues {
  const coordinatorOfScope = writer.role === 'ADMIN_LAND' || writer.role === 'SUPER_ADMIN';
  return {
    title: item?.title ?? '',
    text: item?.text ?? '',
    audiences: item?.audiences ?? (coordinatorOfScope ? ['ADMIN_SCHULE'] : ['SCHUELER']),
    target: item?.class_uuid ? `class:${item.class_uuid}` : item?.grade ? `grade:${item.grade}` : 'school',
    level: item?.level ?? '',
    date: item?.date ?? '',
    time: item?.time ?? '',
    place: item?.place ?? '',
  };
}

interface NewsFormDialogProps {
  kind: NewsKind;
  writer: WriterContext;
  item: Item | null;
  onClose: () => void;
  /** Called instead of onClose after a successful save, with the title and what happened. */
  onSaved?: (title: string, what: 'published' | 'updated') => void;
}

/**
 * Writing or changing a news item or event: title, (date, time, place), audiences, learning group
 * or year level, secondary level and the rich text. Validated with the contract's schema on change
 * and blur; a failed submit focuses the first wrong field, the editor included (spec 4).
 */
export function NewsFormDialog({ kind, writer, item, onClose, onSaved }: NewsFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveNews(kind);
  const { data: me } = useMe();
  const { data: upperSecondary } = useSekundarstufen();
  // Sekundarstufe II only where the school offers it – by the Land's list (spec 7), not a
  // hard-coded pair; writers without a school (Land, Bund) may aim at either.
  const offersSek2 = !me?.school || !upperSecondary || upperSecondary.some((school) => school.uuid === me.school?.uuid);
  const schema = kind === 'events' ? eventBodySchema : newsBodySchema;
  const form = useForm<FormValues>({
    mode: 'all',
    defaultValues: valuesOf(item, writer),
    shouldFocusError: false,
    // The contract validates the draft the form will send; its errors map back onto the fields.
    resolver: async (values, context, options) => {
      const result = await zodResolver(schema)(draftOf(values, kind), context, options as never);
      const errors = result.errors as Record<string, unknown>;
      if (errors.class_uuid && !errors.grade) errors.grade = errors.class_uuid;
      return Object.keys(errors).length ? { values: {}, errors: result.errors as FieldErrors<FormValues> } : { values, errors: {} };
    },
  });
  const fieldElements = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const requiredMark = ` (${t('news.form.required')})`;
  const isScopeCoordinator = writer.role === 'ADMIN_LAND' || writer.role === 'SUPER_ADMIN';
  const targetOptions = useMemo(() => targetOptionsFor(writer, t), [writer, t]);

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const first = firstErrorField(FIELD_ORDER, errors as Partial<Record<FieldName, unknown>>);
    if (first) focusAndReveal(fieldElements.current[first]);
  };
  const publish = (values: FormValues) => save.mutate({ draft: draftOf(values, kind), uuid: item?.uuid }, {
      // Closing alone would say nothing: the feed shows and announces what was saved (decision 205).
      onSuccess: () => (onSaved ? onSaved(values.title, item ? 'updated' : 'published') : onClose()),
    });

  const textField = (name: 'title' | 'place' | 'date' | 'time', label: string, isRequired: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormTextField
          label={label}
          requiredMark={isRequired ? requiredMark : undefined}
          hint={name === 'date' ? 'TT.MM.JJJJ' : undefined}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
          isRequired={isRequired}
          inputRef={(element) => {
            field.ref(element);
            fieldElements.current[name] = element;
            if (element && (name === 'date' || name === 'time')) element.type = name;
          }}
        />
      )}
    />
  );

  const title = item ? t(kind === 'events' ? 'news.form.titleEditEvents' : 'news.form.titleEditNews') : t(kind === 'events' ? 'news.form.titleEvents' : 'news.form.titleNews');

  return (
    <ModalDialog title={title} closeLabel={t('news.form.close')} onClose={onClose} className="news-form-dialog">
      <form className="news-form" noValidate onSubmit={(event) => void form.handleSubmit(publish, onInvalid)(event)}>
        {textField('title', t('news.form.title'), true)}
        {kind === 'events' && (
          <div className="news-form__row">
            {textField('date', t('news.form.date'), true)}
            {textField('time', t('news.form.time'), false)}
          </div>
        )}
        {kind === 'events' && textField('place', t('news.form.place'), true)}

        {isScopeCoordinator ? (
          <p className="hint">{t('news.form.coordinatorsOnly')}</p>
        ) : (
          <>
            <Controller
              control={form.control}
              name="audiences"
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  className="field news-form__choices"
                  value={field.value}
                  onChange={(value) => field.onChange(value as NewsAudience[])}
                  isInvalid={Boolean(fieldState.error)}
                  isRequired
                  validationBehavior="aria"
                >
                  <Label className="field__label">
                    {t('news.form.audiences')}
                    {requiredMark}
                  </Label>
                  {NEWS_AUDIENCES.map((audience, index) => (
                    <Checkbox
                      key={audience}
                      value={audience}
                      className="checkbox"
                      inputRef={index === 0 ? (element) => void (fieldElements.current.audiences = element) : undefined}
                    >
                      <span className="checkbox__box" aria-hidden="true" />
                      {t(`news.audiences.${audience}`)}
                    </Checkbox>
                  ))}
                  <FieldError className="field__error">{fieldState.error?.message}</FieldError>
                </CheckboxGroup>
              )}
            />
            {/* A school coordinator chooses among all learning groups and year levels 5–13: a long list, so it can be filtered by typing. */}
            <Controller
              control={form.control}
              name="target"
              render={({ field, fieldState }) => (
                <SearchableDropdown
                  label={t('news.form.target')}
                  description={t('news.form.targetHint')}
                  openLabel={t('news.form.targetShowAll')}
                  emptyText={t('news.form.targetNone')}
                  options={targetOptions}
                  selectedId={field.value}
                  onSelectionChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={fieldState.error?.message}
                  inputRef={(element) => {
                    field.ref(element);
                    fieldElements.current.grade = element;
                  }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="level"
              render={({ field }) => (
                <div className="field">
                  <label className="field__label" htmlFor="news-form-level">
                    {t('news.form.level')}
                  </label>
                  <select id="news-form-level" className="field__input" value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur}>
                    <option value="">{t('news.form.levelAll')}</option>
                    {NEWS_LEVELS.filter((level) => level !== 'sek2' || offersSek2 || field.value === 'sek2').map((level) => (
                      <option key={level} value={level}>
                        {t(`news.levels.${level}`)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            />
          </>
        )}

        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('news.form.text')}
              requiredMark={requiredMark}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              editableRef={(element) => void (fieldElements.current.text = element)}
            />
          )}
        />

        {save.error && (
          <p className="form-error" role="alert">
            {formatStoreError(save.error)}
          </p>
        )}
        <div className="dialog__actions actions">
          <Button className="button button--secondary" onPress={onClose}>
            {t('news.form.cancel')}
          </Button>
          <Button type="submit" className="button" isDisabled={save.isPending}>
            {save.isPending ? t('news.form.saving') : item ? t('news.form.save') : t('news.form.publish')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Whom in the school a post is for: the whole school, one of the writer's learning groups, or a year level. */
function targetOptionsFor(writer: WriterContext, t: TFunction): DropdownOption[] {
  return [
    { id: 'school', label: t('news.form.targetSchool') },
    ...writer.learningGroups.map((group) => ({ id: `class:${group.uuid}`, label: t('news.form.targetClass', { label: `${group.grade}${group.addition}` }) })),
    ...gradesFor(writer).map((grade) => ({ id: `grade:${grade}`, label: t('news.form.targetGrade', { grade }) })),
  ];
}

/** Year levels to aim at: a teacher's own, a school coordinator's 5 to 13. */
function gradesFor(writer: WriterContext): number[] {
  if (writer.role === 'LEHRER') return [...new Set(writer.learningGroups.map((group) => group.grade))].sort((a, b) => a - b);
  return Array.from({ length: 9 }, (_, index) => index + 5);
}
