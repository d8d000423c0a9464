CREATE TABLE `site_content` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `studies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`slug` text NOT NULL,
	`nct` text,
	`category` text NOT NULL,
	`image` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`recruitment` text DEFAULT 'recruiting' NOT NULL,
	`status_confirmed_on` text NOT NULL,
	`published_version_id` integer,
	`closed_at` text,
	`closed_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `studies_code_unique` ON `studies` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `studies_slug_unique` ON `studies` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `studies_nct_unique` ON `studies` (`nct`);--> statement-breakpoint
CREATE TABLE `study_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`study_id` integer NOT NULL,
	`number` integer NOT NULL,
	`design` text NOT NULL,
	`text_en` text NOT NULL,
	`text_es` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`approved_by` integer,
	`approved_at` text,
	`approval_reference` text,
	`approval_date` text,
	`published_by` integer,
	`published_at` text,
	FOREIGN KEY (`study_id`) REFERENCES `studies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `study_versions_number_idx` ON `study_versions` (`study_id`,`number`);--> statement-breakpoint
-- An approved version's words and design never change (a new version is a new row); only an approved
-- version can be published.
CREATE TRIGGER `study_versions_approved_stay` BEFORE UPDATE OF `design`, `text_en`, `text_es`, `study_id`, `number` ON `study_versions`
  WHEN OLD.`approved_at` IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'study_version_approved'); END;--> statement-breakpoint
CREATE TRIGGER `study_versions_publish_approved` BEFORE UPDATE OF `published_at` ON `study_versions`
  WHEN NEW.`published_at` IS NOT NULL AND NEW.`approved_at` IS NULL
  BEGIN SELECT RAISE(ABORT, 'study_version_not_approved'); END;--> statement-breakpoint
CREATE TRIGGER `studies_publish_approved` BEFORE UPDATE OF `published_version_id` ON `studies`
  WHEN NEW.`published_version_id` IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM `study_versions` WHERE `id` = NEW.`published_version_id` AND `study_id` = NEW.`id` AND `approved_at` IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'study_version_not_approved'); END;--> statement-breakpoint
INSERT INTO `site_content` (`id`, `version`) VALUES (1, 1);--> statement-breakpoint
-- The three studies the site listed before studies became data, with the wording it showed (both
-- languages), carried over as their first approved and published version. The recruitment status keeps
-- the date the clinic last confirmed it.
INSERT INTO `studies` (`id`, `code`, `slug`, `nct`, `category`, `image`, `featured`, `recruitment`, `status_confirmed_on`, `created_at`, `updated_at`) VALUES
  (1, 'FINALITY-HF', 'finality-hf', 'NCT06033950', 'cardiology', '/images/studies/finality-hf.svg', 1, 'recruiting', '2025-09-15', '2024-03-01T00:00:00.000Z', '2025-09-15T00:00:00.000Z');--> statement-breakpoint
INSERT INTO `study_versions` (`id`, `study_id`, `number`, `design`, `text_en`, `text_es`, `created_at`, `approved_at`, `approval_reference`, `published_at`) VALUES
  (1, 1, 1, '{"comparison": "placebo", "doubleBlind": true, "trialDesign": ["RandomizedTrial", "DoubleBlindedTrial", "PlaceboControlledTrial"]}',
  '{"title": "A Study of Finerenone in People with Heart Failure and a Weak Heart Pump", "summary": "This study tests finerenone, an investigational pill taken once a day. It wants to find out whether it keeps people with a weak heart out of the hospital. It is for people who cannot take spironolactone or eplerenone.", "about": ["This study is for adults with heart failure whose heart pumps weaker than normal. Doctors call this a reduced ejection fraction. Ejection fraction means how much blood the heart pumps out with each beat.", "Finerenone is a pill taken once a day. The study wants to find out whether it lowers the chance of going to the hospital for heart failure, or of dying from it. In this study, finerenone is an investigational medicine. This means it is being tested for this use."], "eligibility": ["Adults 18 years or older", "Heart failure with a weak heart pump (reduced ejection fraction)", "Current heart-failure symptoms such as shortness of breath or tiredness", "Cannot take, or did not tolerate, spironolactone or eplerenone", "Kidney function and potassium levels within the study''s limits"], "involves": ["You keep taking your usual heart medicines. The study medicine is added to them.", "You come to our clinic for study visits. At the visits, we check how you feel and do blood tests, such as kidney function and potassium. Some visits can be phone calls."], "costs": [], "sponsor": "Bayer"}',
  '{"title": "Estudio de la finerenona en personas con insuficiencia cardíaca y un corazón que bombea con poca fuerza", "summary": "Este estudio prueba la finerenona, una pastilla en investigación que se toma una vez al día. Quiere saber si ayuda a que las personas con un corazón débil no vayan al hospital. Es para quienes no pueden tomar espironolactona ni eplerenona.", "about": ["Este estudio es para adultos con insuficiencia cardíaca cuyo corazón bombea con menos fuerza de lo normal. Los médicos le llaman fracción de eyección reducida. La fracción de eyección es cuánta sangre bombea el corazón en cada latido.", "La finerenona es una pastilla que se toma una vez al día. El estudio quiere saber si baja el riesgo de ir al hospital por insuficiencia cardíaca o de morir por ella. En este estudio, la finerenona es un medicamento en investigación. Es decir, se está probando para este uso."], "eligibility": ["Adultos de 18 años o más", "Insuficiencia cardíaca con un corazón que bombea con poca fuerza (fracción de eyección reducida)", "Síntomas actuales de insuficiencia cardíaca, como falta de aire o cansancio", "No puede tomar espironolactona ni eplerenona, o no las toleró", "Función de los riñones y niveles de potasio dentro de los límites del estudio"], "involves": ["Usted sigue tomando sus medicamentos de siempre para el corazón. El medicamento del estudio se suma a ellos.", "Usted viene a nuestra clínica a sus citas del estudio. En las citas revisamos cómo se siente y hacemos análisis de sangre, por ejemplo de la función de los riñones y del potasio. Algunas citas pueden ser por teléfono."], "costs": [], "sponsor": "Bayer"}',
  '2025-09-15T00:00:00.000Z', '2025-09-15T00:00:00.000Z', 'Wording on the site before studies became data', '2025-09-15T00:00:00.000Z');--> statement-breakpoint
UPDATE `studies` SET `published_version_id` = 1 WHERE `id` = 1;--> statement-breakpoint
INSERT INTO `studies` (`id`, `code`, `slug`, `nct`, `category`, `image`, `featured`, `recruitment`, `status_confirmed_on`, `created_at`, `updated_at`) VALUES
  (2, 'REDEFINE-HF', 'redefine-hf', 'NCT06008197', 'cardiology', '/images/studies/redefine-hf.svg', 1, 'recruiting', '2025-09-15', '2024-03-01T00:00:00.000Z', '2025-09-15T00:00:00.000Z');--> statement-breakpoint
INSERT INTO `study_versions` (`id`, `study_id`, `number`, `design`, `text_en`, `text_es`, `created_at`, `approved_at`, `approval_reference`, `published_at`) VALUES
  (2, 2, 1, '{"comparison": "placebo", "doubleBlind": true, "trialDesign": ["RandomizedTrial", "DoubleBlindedTrial", "PlaceboControlledTrial"]}',
  '{"title": "A Study of Finerenone in People in the Hospital for Heart Failure (Ejection Fraction 40% or Higher)", "summary": "This study tests finerenone, an investigational pill, in people who were in the hospital for heart failure. It wants to find out whether it helps them stay out of the hospital. It starts in the hospital or soon after.", "about": ["This study is for adults who are in the hospital for heart failure, or who left the hospital a short time ago. Their ejection fraction is 40% or higher. Ejection fraction means how much blood the heart pumps out with each beat.", "Finerenone is a pill taken once a day. The study wants to find out whether it helps these people stay out of the hospital and live longer. In this study, finerenone is an investigational medicine. This means it is being tested for this use."], "eligibility": ["Adults 18 years or older", "In the hospital for heart failure now, or home from the hospital a short time ago", "Ejection fraction (how much blood the heart pumps with each beat) of 40% or higher", "Kidney function and potassium levels within the study''s limits"], "involves": ["The study medicine starts in the hospital or soon after you go home. You keep taking your usual medicines.", "If you are in the hospital now, you or a family member can call us. We will tell you whether our team can see you there.", "After that, you come to our clinic for study visits. At the visits, we check how you feel and do blood tests, such as kidney function and potassium. Some visits can be phone calls."], "costs": [], "sponsor": "Bayer"}',
  '{"title": "Estudio de la finerenona en personas en el hospital por insuficiencia cardíaca (fracción de eyección de 40% o más)", "summary": "Este estudio prueba la finerenona, una pastilla en investigación. Es para personas que estuvieron en el hospital por insuficiencia cardíaca. Quiere saber si les ayuda a no volver al hospital. Se empieza allí mismo o poco después.", "about": ["Este estudio es para adultos que están en el hospital por insuficiencia cardíaca, o que salieron del hospital hace poco. Su fracción de eyección es de 40% o más. La fracción de eyección es cuánta sangre bombea el corazón en cada latido.", "La finerenona es una pastilla que se toma una vez al día. El estudio quiere saber si ayuda a estas personas a no volver al hospital y a vivir más tiempo. En este estudio, la finerenona es un medicamento en investigación. Es decir, se está probando para este uso."], "eligibility": ["Adultos de 18 años o más", "En el hospital por insuficiencia cardíaca ahora, o de regreso en casa desde hace poco", "Fracción de eyección (cuánta sangre bombea el corazón en cada latido) de 40% o más", "Función de los riñones y niveles de potasio dentro de los límites del estudio"], "involves": ["El medicamento del estudio se empieza en el hospital o poco después de regresar a casa. Usted sigue tomando sus medicamentos de siempre.", "Si ahora está en el hospital, usted o alguien de su familia puede llamarnos. Le diremos si nuestro equipo puede verle allí.", "Después, usted viene a nuestra clínica a sus citas del estudio. En las citas revisamos cómo se siente y hacemos análisis de sangre, por ejemplo de la función de los riñones y del potasio. Algunas citas pueden ser por teléfono."], "costs": [], "sponsor": "Bayer"}',
  '2025-09-15T00:00:00.000Z', '2025-09-15T00:00:00.000Z', 'Wording on the site before studies became data', '2025-09-15T00:00:00.000Z');--> statement-breakpoint
UPDATE `studies` SET `published_version_id` = 2 WHERE `id` = 2;--> statement-breakpoint
INSERT INTO `studies` (`id`, `code`, `slug`, `nct`, `category`, `image`, `featured`, `recruitment`, `status_confirmed_on`, `created_at`, `updated_at`) VALUES
  (3, 'CONFIRMATION-HF', 'confirmation-hf', 'NCT06024746', 'cardiology', '/images/studies/confirmation-hf.svg', 0, 'recruiting', '2025-09-15', '2024-05-01T00:00:00.000Z', '2025-09-15T00:00:00.000Z');--> statement-breakpoint
INSERT INTO `study_versions` (`id`, `study_id`, `number`, `design`, `text_en`, `text_es`, `created_at`, `approved_at`, `approval_reference`, `published_at`) VALUES
  (3, 3, 1, '{"comparison": "usual-care", "doubleBlind": false, "trialDesign": ["RandomizedTrial", "OpenTrial"]}',
  '{"title": "A Study of Starting Finerenone and Empagliflozin Early in People in the Hospital for Heart Failure", "summary": "This study compares two ways to start treatment in the hospital. One group starts finerenone and empagliflozin together, early. The other gets usual care. The study wants to find out whether starting both medicines early works better than usual care.", "about": ["This study is for adults who are in the hospital for heart failure: their heart does not pump well.", "It tests two medicines started together and early, in the hospital. The medicines are finerenone and empagliflozin. The study wants to find out whether starting them this way works better than usual care. Starting them together this early is investigational. That means it is being tested."], "eligibility": ["Adults 18 years or older", "In the hospital for heart failure", "Able to start the study medicines early, while still in the hospital", "Kidney function and potassium levels within the study''s limits"], "involves": ["Both groups get care for their heart failure. The study compares the two ways of starting treatment.", "If you are in the hospital now, you or a family member can call us. We will tell you whether our team can see you there.", "After you leave the hospital, you come to our clinic for study visits. At the visits, we check how you feel and do blood tests, such as kidney function and potassium."], "costs": ["In the usual-care group, your heart medicines are the ones your doctors would choose anyway. They are billed to you or your insurance as usual."], "sponsor": "Bayer"}',
  '{"title": "Estudio sobre empezar pronto la finerenona y la empagliflozina en personas en el hospital por insuficiencia cardíaca", "summary": "Este estudio compara dos maneras de empezar el tratamiento en el hospital. Un grupo empieza pronto con finerenona y empagliflozina juntas. El otro recibe la atención de siempre. El estudio quiere saber si empezar pronto con los dos medicamentos funciona mejor que la atención de siempre.", "about": ["Este estudio es para adultos en el hospital porque su corazón no bombea bien. Esto se llama insuficiencia cardíaca.", "Prueba dos medicamentos que se empiezan juntos y pronto, en el hospital. Son finerenona y empagliflozina. El estudio quiere saber si empezarlos así funciona mejor que la atención de siempre. Empezarlos juntos tan pronto está en investigación. Eso quiere decir que se está probando."], "eligibility": ["Adultos de 18 años o más", "En el hospital por insuficiencia cardíaca", "Poder empezar los medicamentos del estudio pronto, mientras sigue en el hospital", "Función de los riñones y niveles de potasio dentro de los límites del estudio"], "involves": ["Los dos grupos reciben atención para su insuficiencia cardíaca. El estudio compara las dos formas de empezar el tratamiento.", "Si ahora está en el hospital, usted o alguien de su familia puede llamarnos. Le diremos si nuestro equipo puede verle allí.", "Después de salir del hospital, usted viene a nuestra clínica a sus citas del estudio. En las citas revisamos cómo se siente y hacemos análisis de sangre, por ejemplo de la función de los riñones y del potasio."], "costs": ["En el grupo de atención de siempre, usted toma los medicamentos que sus médicos le darían de todos modos. Se le cobran a usted o a su seguro como siempre."], "sponsor": "Bayer"}',
  '2025-09-15T00:00:00.000Z', '2025-09-15T00:00:00.000Z', 'Wording on the site before studies became data', '2025-09-15T00:00:00.000Z');--> statement-breakpoint
UPDATE `studies` SET `published_version_id` = 3 WHERE `id` = 3;
