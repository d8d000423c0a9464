-- A study invitation for the ethics board to review (issue #50, item 4): it names the sender, names no condition
-- and no study, and the stop line is added when it goes. A draft: not sent until an admin records the board's
-- approval. Spanish keeps its accents: the stop line ("más") makes every Spanish invitation UCS-2 anyway.
INSERT INTO `message_templates` (`name`, `first_contact`, `purpose`, `body_en`, `body_es`, `subject_en`, `subject_es`)
SELECT 'Study invitation (for the ethics board)', 0, 'campaign_invitation',
  '{clinic}: a research study at our clinic may fit you. To hear more, reply YES, or call us at {phone}.',
  '{clinic}: un estudio de investigación en nuestra clínica puede ser para usted. Para saber más, conteste SÍ o llámenos al {phone}.',
  'A research study that may fit you',
  'Un estudio de investigación que puede ser para usted'
WHERE NOT EXISTS (SELECT 1 FROM `message_templates` WHERE `purpose` = 'campaign_invitation' AND `name` = 'Study invitation (for the ethics board)');
