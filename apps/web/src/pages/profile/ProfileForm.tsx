import {
  PROFILE_BIO_MAX,
  type PublicProfile,
  type UpdateProfileRequest,
  updateProfileRequestSchema,
} from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { AvatarUpload } from '../../media/AvatarUpload';
import { useSaveProfile } from '../../profile/queries';

/** What the fields hold: text, as inputs do; the contract's schema turns age into a number. */
interface ProfileFormValues {
  firstName: string;
  lastName: string;
  age: string;
  github: string;
  location: string;
  bio: string;
}

const toFormValues = (profile: PublicProfile): ProfileFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  age: profile.age === null ? '' : String(profile.age),
  github: profile.github,
  location: profile.location,
  bio: profile.bio,
});

export function ProfileForm({ profile }: { profile: PublicProfile }) {
  const navigate = useNavigate();
  const save = useSaveProfile(profile._id);
  // The picture is uploaded on its own (with progress) and saved with the form's other fields.
  const [profileImage, setProfileImage] = useState(profile.profileImage);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, UpdateProfileRequest>({
    // The server checks the same schema; the form only saves a request the server will accept.
    resolver: zodResolver(updateProfileRequestSchema) as never,
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit(async (changes) => {
    try {
      const picture = profileImage === profile.profileImage ? {} : { profileImage };
      await save.mutateAsync({ ...changes, ...picture });
      window.alert('Profile updated!');
      navigate('/profile');
    } catch {
      // Shown below from the mutation's error; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <AvatarUpload value={profileImage} onChange={setProfileImage} onBusyChange={setUploading} />
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Input
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <Input
          label="Age"
          type="number"
          inputMode="numeric"
          min={5}
          max={120}
          error={errors.age?.message}
          {...register('age')}
        />
        <Input
          label="GitHub"
          type="url"
          placeholder="https://github.com/you"
          error={errors.github?.message}
          {...register('github')}
        />
      </div>
      <Input label="Location" error={errors.location?.message} {...register('location')} />
      <Textarea
        label="Bio"
        rows={4}
        maxLength={PROFILE_BIO_MAX}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <Button type="submit" size="lg" disabled={save.isPending || uploading}>
        {save.isPending ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
  );
}
