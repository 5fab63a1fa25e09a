import {
  checkerTypes,
  difficulties,
  type ProblemInput,
  problemTags,
  problemTopics,
  topicLabel,
  languages as vocabulary,
} from '@grindstone/contract';
import { useEffect } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { showIssuesOnFields } from '../../../api/fieldIssues';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Spinner } from '../../../components/ui/Spinner';
import { Textarea } from '../../../components/ui/Textarea';
import { CustomCheckerFields } from './CustomCheckerFields';
import { type ProblemFormValues, templateLanguages } from './formValues';
import { problemFormResolver } from './resolver';
import { TestCaseFields } from './TestCaseFields';
import { TestGroupFields } from './TestGroupFields';

/** A time-limit field per language: blank means the base limit times the language's factor. */
const languageTimeLimitFields = Object.entries(vocabulary).map(([id, facets]) => ({
  id: id as keyof typeof vocabulary,
  label: facets.label,
  factor: facets.timeLimitFactor,
}));

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-fg">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * The one problem form, for create and update: Basic Information, Test Cases, Subtasks, Code
 * Templates and Limits, validated with the contract's schema. `serverError` is shown next to the submit button
 * (reference-solution failures are several lines); the server's issues also mark the fields
 * their paths name.
 */
export function ProblemForm({
  initialValues,
  submitLabel,
  saving,
  serverError,
  onSubmit,
}: {
  initialValues: ProblemFormValues;
  submitLabel: string;
  /** The save is in flight (the server judges the reference solutions first). */
  saving: boolean;
  serverError: string | null;
  /** The save (a mutation); it rejects with the server's refusal. */
  onSubmit: (body: ProblemInput) => Promise<unknown>;
}) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ProblemFormValues, unknown, ProblemInput>({
    resolver: problemFormResolver,
    defaultValues: initialValues,
  });

  useEffect(() => reset(initialValues), [initialValues, reset]);

  // The server names the custom checker as a whole (it does not compile, or it is missing);
  // its source is where the author fixes that.
  const setServerError: UseFormSetError<ProblemFormValues> = (name, error, options) =>
    setError(name === 'customChecker' ? 'customChecker.source' : name, error, options);
  const submit = async (body: ProblemInput) => {
    try {
      await onSubmit(body);
    } catch (error) {
      // The body's paths are the form's, but for the memory limit (see resolver.ts).
      showIssuesOnFields(error, { getValues, setError: setServerError }, ['memoryLimitKb']);
    }
  };
  const checker = watch('checker');
  const codeErrors = (list: 'startCode' | 'referenceSolution') =>
    errors[list] as
      | (Record<number, Record<string, { message?: string }>> & {
          message?: string;
          root?: { message?: string };
        })
      | undefined;

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-6">
      <Section title="Basic Information">
        <Input label="Title" error={errors.title?.message} {...register('title')} />
        <Textarea
          label="Description (Markdown)"
          className="min-h-40"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <Select label="Difficulty" error={errors.difficulty?.message} {...register('difficulty')}>
            {difficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {capitalise(difficulty)}
              </option>
            ))}
          </Select>
          <Input
            label="Companies (comma separated)"
            placeholder="Google, Amazon"
            error={errors.companies?.message}
            {...register('companies')}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Tags</legend>
          <div className="flex flex-wrap gap-4">
            {problemTags.map((tag) => (
              <label key={tag} className="flex items-center gap-2 text-sm text-fg">
                <input type="checkbox" value={tag} {...register('tags')} />
                {tag}
              </label>
            ))}
          </div>
          {errors.tags?.message ? (
            <p className="text-sm text-danger">{errors.tags.message}</p>
          ) : null}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Topics (up to 3)</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {problemTopics.map((topic) => (
              <label key={topic} className="flex items-center gap-2 text-sm text-fg">
                <input type="checkbox" value={topic} {...register('topics')} />
                {topicLabel(topic)}
              </label>
            ))}
          </div>
          {errors.topics?.message ? (
            <p className="text-sm text-danger">{errors.topics.message}</p>
          ) : null}
        </fieldset>
      </Section>

      <Section title="Test Cases">
        <TestCaseFields
          kind="visible"
          control={control}
          register={register}
          setValue={setValue}
          errors={errors}
        />
        <TestCaseFields
          kind="hidden"
          control={control}
          register={register}
          setValue={setValue}
          errors={errors}
        />
      </Section>

      <Section title="Subtasks (optional)">
        <TestGroupFields control={control} register={register} errors={errors.testGroups} />
      </Section>

      <Section title="Code Templates">
        {(['startCode', 'referenceSolution'] as const).map((list) =>
          codeErrors(list)?.message || codeErrors(list)?.root?.message ? (
            <p key={list} className="text-sm text-danger">
              {codeErrors(list)?.message ?? codeErrors(list)?.root?.message}
            </p>
          ) : null,
        )}
        {templateLanguages.map((language, index) => (
          <div key={language} className="flex flex-col gap-3">
            <h3 className="text-base font-semibold text-fg">{language}</h3>
            <div className="grid gap-3 lg:grid-cols-2">
              <Textarea
                mono
                className="min-h-40"
                label={`${language} initial code`}
                error={codeErrors('startCode')?.[index]?.initialCode?.message}
                {...register(`startCode.${index}.initialCode`)}
              />
              <Textarea
                mono
                className="min-h-40"
                label={`${language} reference solution`}
                error={codeErrors('referenceSolution')?.[index]?.completeCode?.message}
                {...register(`referenceSolution.${index}.completeCode`)}
              />
            </div>
          </div>
        ))}
      </Section>

      <Section title="Limits and Checker">
        <div className="grid gap-4 md:grid-cols-3">
          <Input
            label="Time limit (ms)"
            type="number"
            inputMode="numeric"
            error={errors.timeLimitMs?.message}
            {...register('timeLimitMs')}
          />
          <Input
            label="Memory limit (MB)"
            type="number"
            inputMode="numeric"
            error={(errors as Record<string, { message?: string }>).memoryLimitKb?.message}
            {...register('memoryLimitMb')}
          />
          {languageTimeLimitFields.map(({ id, label, factor }) => (
            <Input
              key={id}
              label={`${label} time limit (ms)`}
              type="number"
              inputMode="numeric"
              placeholder={`Time limit × ${factor}`}
              error={errors.languageTimeLimitsMs?.[id]?.message}
              {...register(`languageTimeLimitsMs.${id}`)}
            />
          ))}
          <Select label="Checker" error={errors.checker?.message} {...register('checker')}>
            {checkerTypes.map((type) => (
              <option key={type} value={type}>
                {
                  {
                    default: 'Exact (ignore trailing spaces)',
                    tokens: 'Tokens',
                    float: 'Floating point',
                    custom: 'Custom program (C++)',
                  }[type]
                }
              </option>
            ))}
          </Select>
        </div>
        {checker === 'float' ? (
          <Input
            label="Float tolerance"
            placeholder="1e-6"
            error={errors.floatTolerance?.message}
            {...register('floatTolerance')}
          />
        ) : null}
        {checker === 'custom' ? (
          <CustomCheckerFields
            control={control}
            register={register}
            setValue={setValue}
            errors={errors.customChecker}
          />
        ) : null}
      </Section>

      <Section title="Random Inputs (optional)">
        <p className="text-sm text-muted">
          With a generator, learners whose submission fails can ask for a small failing input. The
          generator runs as <code>node random.js &lt;seed&gt; &lt;size&gt;</code> (size 1 to 10) and
          prints one small valid input; the validator reads an input on stdin and exits non-zero
          when it breaks a rule of the statement. Both are checked against the tests on save.
        </p>
        <div className="grid gap-3 lg:grid-cols-2">
          <Textarea
            mono
            className="min-h-40"
            label="Random input generator (random.js)"
            error={errors.randomInputGenerator?.message}
            {...register('randomInputGenerator')}
          />
          <Textarea
            mono
            className="min-h-40"
            label="Input validator (validator.js)"
            error={errors.inputValidator?.message}
            {...register('inputValidator')}
          />
        </div>
      </Section>

      <div className="flex flex-col gap-3">
        {serverError ? (
          <Alert>
            <pre className="font-sans whitespace-pre-wrap">{serverError}</pre>
          </Alert>
        ) : null}
        {saving ? (
          <div role="status" className="flex items-center gap-3 text-sm text-muted">
            <Spinner label="Verifying" /> Verifying reference solutions…
          </div>
        ) : null}
        <Button type="submit" size="lg" disabled={saving} className="self-start">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
