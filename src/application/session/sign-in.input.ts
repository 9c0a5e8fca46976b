import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';

/** What the sign-in form sends; messages from the specification's list. */
export class SignInInput {
  @MaxLength(254, { message: 'Max characters length (254) exceeded!' })
  @IsEmail({}, { message: 'Invalid email!' })
  @IsNotEmpty({ message: 'Required!' })
  email = '';

  @IsNotEmpty({ message: 'Required!' })
  password = '';
}
