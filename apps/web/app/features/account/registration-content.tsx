import type { Camelize, RegistrationContent } from '@store/contracts';
import { Image } from '~/components/image';

/** Title, description and advantages of the registration page (GET /Content/getRegistration/). */
export function RegistrationIntro({ content }: { content: Camelize<RegistrationContent> }) {
  return (
    <div className="registration-intro">
      <h1 className="account-title">{content.title}</h1>
      <p className="account-lead">{content.description}</p>
      {content.advantages.length > 0 ? (
        <ul className="registration-intro__advantages">
          {content.advantages.map((advantage) => (
            <li key={advantage.id} className="registration-intro__advantage">
              <Image src={advantage.img} alt="" width={40} height={40} />
              <span>{advantage.title}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
