import {
  CUSTOMER_MESSAGES,
  NAME_MAX_LENGTH,
  PROFILE_AGE_MAX,
  PROFILE_AGE_MIN,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_TEXT_MAX_LENGTH,
  ProfileUpdateFieldsSchema,
  buildImageUrl,
  type CustomerProfile,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type RefObject,
} from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormField, InputField } from '../../../components/ui/form-field';
import { logError } from '../../../lib/log';
import { isUnauthorized } from '../../../lib/api-client';
import { customerProfileQueryKey } from '../api/profile-fetch';
import {
  profileFieldErrorsOf,
  updateCustomerProfile,
  type ProfileField,
} from '../api/profile-update';
import { ProfilePhoto } from './profile-photo';
import styles from './profile-form.module.css';
import { useContractForm } from '../../../hooks/use-contract-form';

/** The text fields, checked by the server's own schema (the id comes from the session). */
const ProfileFormSchema = ProfileUpdateFieldsSchema.omit({ id: true });
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormOutput = z.output<typeof ProfileFormSchema>;
type TextField = Exclude<ProfileField, 'image'>;

/** Language and ethnicity: free text the browser should not fill in. */
const FREE_TEXT_INPUT = {
  type: 'text',
  autoComplete: 'off',
  maxLength: PROFILE_TEXT_MAX_LENGTH,
} as const;

/** The text fields in page order, with their input hints. */
const TEXT_FIELDS: ReadonlyArray<{
  readonly name: TextField;
  readonly label: string;
  readonly attributes: InputHTMLAttributes<HTMLInputElement>;
}> = [
  {
    name: 'name',
    label: 'Name',
    attributes: { type: 'text', autoComplete: 'name', maxLength: NAME_MAX_LENGTH },
  },
  {
    name: 'age',
    label: 'Age',
    attributes: {
      type: 'number',
      inputMode: 'numeric',
      min: PROFILE_AGE_MIN,
      max: PROFILE_AGE_MAX,
      step: 1,
    },
  },
  { name: 'language', label: 'Language', attributes: FREE_TEXT_INPUT },
  // docs/product/limits-and-messages.md: the API spells the field `ethinicity`.
  { name: 'ethinicity', label: 'Ethnicity', attributes: FREE_TEXT_INPUT },
];

/** docs/product/routes-and-screens.md: the edit toggle's two texts. */
export const EDIT_TOGGLE_TEXTS = { readOnly: 'Edit Profile', editing: 'Editing Profile' } as const;

function toFormValues(profile: CustomerProfile): ProfileFormInput {
  return {
    name: profile.name,
    age: profile.age === null ? '' : String(profile.age),
    language: profile.language,
    ethinicity: profile.ethinicity,
  };
}

interface ProfileFormProps {
  readonly profile: CustomerProfile;
  readonly userId: string;
  readonly isEditing: boolean;
  onEditingChange(isEditing: boolean): void;
  /** Changes when the Dashboard card's Edit Profile asks for the first field to take focus. */
  readonly focusRequest: number;
  /** Whether the Profile panel is the one showing (focus can only go to a shown field). */
  readonly isShown: boolean;
  /** Called on a 401: the session is over. */
  onSessionExpired(): void;
}

/**
 * The Profile panel (docs/product/routes-and-screens.md): name, age (at most 200), language, ethnicity and a
 * photo with a preview, read-only until the toggle reads `Editing Profile`. On success the
 * saved profile replaces the cached one and `Profile updated successfully!` shows; on a
 * failure `Failed to update profile.` shows, the server's field errors go on the fields, and
 * nothing typed or chosen is lost (docs/product/limits-and-messages.md).
 */
export function ProfileForm({
  profile,
  userId,
  isEditing,
  onEditingChange,
  focusRequest,
  isShown,
  onSessionExpired,
}: ProfileFormProps) {
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(photo);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useContractForm({ schema: ProfileFormSchema, defaultValues: toFormValues(profile) });

  // The panel shows after the URL's ?tab= changes, which may be a render after the request:
  // the name field takes focus once both have happened, and once per request.
  const handledFocusRequest = useRef(0);
  useEffect(() => {
    if (!isShown || focusRequest === handledFocusRequest.current) return;
    handledFocusRequest.current = focusRequest;
    setFocus('name');
  }, [focusRequest, isShown, setFocus]);

  function clearPhoto() {
    setPhoto(null);
    setPhotoError(null);
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  /** Leaving edit mode puts back what is saved, like a Cancel. */
  function handleToggle() {
    if (isEditing) {
      reset(toFormValues(profile));
      clearErrors();
      clearPhoto();
    }
    onEditingChange(!isEditing);
  }

  function handlePhotoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkPhoto(file) : null;
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  }

  async function submit(values: ProfileFormOutput) {
    // A refused photo is not sent silently without it: the customer fixes the choice first.
    if (photoError) {
      fileInputRef.current?.focus();
      return;
    }
    try {
      const saved = await updateCustomerProfile({
        id: String(profile.id || userId),
        name: values.name,
        age: values.age === null ? '' : String(values.age),
        language: values.language,
        ethinicity: values.ethinicity,
        image: photo,
      });
      const key = customerProfileQueryKey(userId);
      if (saved) {
        queryClient.setQueryData(key, saved);
        reset(toFormValues(saved));
      } else {
        await queryClient.invalidateQueries({ queryKey: key });
      }
      clearPhoto();
      onEditingChange(false);
      toast.success(CUSTOMER_MESSAGES.profileUpdated);
    } catch (error) {
      logError('profile update', error);
      if (isUnauthorized(error)) {
        onSessionExpired();
        return;
      }
      toast.error(CUSTOMER_MESSAGES.profileUpdateFailed);
      showServerErrors(error);
    }
  }

  function showServerErrors(error: unknown) {
    const { image, ...fields } = profileFieldErrorsOf(error);
    if (image) setPhotoError(image);
    const entries = Object.entries(fields) as Array<[TextField, string]>;
    entries.forEach(([field, message], index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }

  const isReadOnly = !isEditing;
  const shownPhoto = previewUrl ?? (profile.image ? buildImageUrl(profile.image) : null);

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby="profile-form-title"
    >
      <div className={styles.head}>
        <h2 id="profile-form-title" className={styles.title}>
          Profile
        </h2>
        <button
          type="button"
          className={isEditing ? 'button button--small' : 'button button--ghost button--small'}
          onClick={handleToggle}
        >
          {isEditing ? EDIT_TOGGLE_TEXTS.editing : EDIT_TOGGLE_TEXTS.readOnly}
        </button>
      </div>
      <p className={styles.mode} aria-live="polite">
        {isEditing
          ? 'Change your details, then press Submit.'
          : 'Your details are read-only. Press Edit Profile to change them.'}
      </p>

      <div className={styles.photoRow}>
        <ProfilePhoto
          src={shownPhoto}
          name={profile.name}
          alt={previewUrl ? 'Preview of your new photo' : `Photo of ${profile.name}`}
        />
        <PhotoField
          inputRef={fileInputRef}
          error={photoError}
          isDisabled={isReadOnly}
          onChange={handlePhotoChange}
          hasNewPhoto={Boolean(photo)}
          onRemove={clearPhoto}
        />
      </div>

      <div className={styles.fields}>
        {TEXT_FIELDS.map(({ name, label, attributes }) => (
          <InputField
            key={name}
            label={label}
            error={errors[name]}
            {...attributes}
            readOnly={isReadOnly}
            registration={register(name)}
          />
        ))}
        <div className={styles.fixed}>
          <span className={styles.fixedLabel}>Email</span>
          <span className={styles.fixedValue}>{profile.email}</span>
        </div>
      </div>

      <div className={styles.actions}>
        <button
          type="submit"
          className="button"
          disabled={isReadOnly || isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

/** Images only, at most 5 MB (docs/product/limits-and-messages.md; the server checks the content again). */
function checkPhoto(file: File): string | null {
  if (!file.type.startsWith('image/')) return CUSTOMER_MESSAGES.imageNotImage;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return CUSTOMER_MESSAGES.imageTooLarge;
  return null;
}

/** An object URL for the chosen file, revoked when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

interface PhotoFieldProps {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly error: string | null;
  readonly isDisabled: boolean;
  readonly hasNewPhoto: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onRemove(): void;
}

function PhotoField({
  inputRef,
  error,
  isDisabled,
  hasNewPhoto,
  onChange,
  onRemove,
}: PhotoFieldProps) {
  return (
    <div className={styles.photoField}>
      <FormField
        label="Photo"
        error={error ? { message: error } : undefined}
        hint="An image file (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB."
      >
        {(props) => (
          <input
            {...props}
            ref={inputRef}
            name="image"
            type="file"
            accept="image/*"
            className={styles.file}
            disabled={isDisabled}
            onChange={onChange}
          />
        )}
      </FormField>
      {hasNewPhoto && !isDisabled ? (
        <button type="button" className={styles.textButton} onClick={onRemove}>
          Keep the current photo
        </button>
      ) : null}
    </div>
  );
}
