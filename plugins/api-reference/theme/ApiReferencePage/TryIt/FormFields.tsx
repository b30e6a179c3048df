import type {TryItRecord} from '../../../model/types';
import type {FormValues} from './request';
import styles from './styles.module.css';

/**
 * The fields of a form or multipart body: a text input per field and a file input per file part,
 * so an upload can be tried with a real file.
 */
export default function FormFields({
  form,
  values,
  onChange,
}: {
  readonly form: NonNullable<TryItRecord['form']>;
  readonly values: FormValues;
  readonly onChange: (next: FormValues) => void;
}): React.JSX.Element {
  return (
    <fieldset className={styles.field}>
      <legend>
        Body <small>({form.mediaType})</small>
      </legend>
      {form.fields.map((field) => (
        <label key={field.name} className={styles.field}>
          <span>
            {field.name} <small>({field.file ? 'file' : 'text'})</small>
          </span>
          {field.file ? (
            <input type="file" onChange={(e) => onChange({...values, [field.name]: e.target.files?.[0] ?? ''})} />
          ) : (
            <input
              value={typeof values[field.name] === 'string' ? (values[field.name] as string) : ''}
              onChange={(e) => onChange({...values, [field.name]: e.target.value})}
            />
          )}
        </label>
      ))}
    </fieldset>
  );
}
