/**
 * Every spoken text of the TOEFL demo (listening and speaking prompts): the ONE source of the words.
 * The seed builds passage transcripts and audio URLs from it, and scripts/generate-demo-audio.sh reads it
 * (through tsx) to synthesize apps/web/public/media/toefl/<id>.mp3 with one synthetic voice per speaker.
 * This module imports nothing, so the script can load it on its own. Change a text here, then rerun the
 * script and commit the new audio with it.
 */

/** Logical voices; the script maps each to an espeak-ng voice, so different speakers sound different. */
export const CLIP_VOICES = ['narrator', 'woman', 'man', 'woman2', 'man2'] as const;
export type ClipVoice = (typeof CLIP_VOICES)[number];

export interface ClipLine {
  voice: ClipVoice;
  /** Shown in the transcript ("Librarian: …"); omitted for a single speaker. */
  speaker?: string;
  text: string;
}

/** Site-relative folder of the audio files (apps/web/public/media/toefl on disk). */
export const TOEFL_MEDIA_PATH = '/media/toefl';

const one = (voice: ClipVoice, text: string): ClipLine[] => [{ voice, text }];

export const TOEFL_CLIPS = {
  // Listening, module 1 (router): Listen and Choose a Response
  'l1-response-1': one('woman', 'Excuse me, do you know if the library is open on Sunday?'),
  'l1-response-2': one('man', "I can't find my calculator anywhere. Have you seen it?"),
  'l1-response-3': one('woman2', 'Would you rather meet before class or after?'),
  'l1-response-4': one('man2', 'The professor moved our exam to next Tuesday.'),
  'l1-response-5': one('woman', 'How did your presentation go this morning?'),
  'l1-response-6': one('man', "Isn't the bookstore supposed to be on this floor?"),
  'l1-response-7': one('woman2', "You haven't signed up for the field trip yet, have you?"),
  'l1-response-8': one('man2', "I'm thinking of dropping my chemistry course."),
  'l1-conversation': [
    {
      voice: 'woman',
      speaker: 'Student',
      text: "Hi. I'd like to reserve one of the group study rooms for Thursday afternoon. Is that possible?",
    },
    {
      voice: 'man',
      speaker: 'Librarian',
      text: 'Let me check. Thursday is busy because of midterms. I have a room from two to four, but it only seats four people. How many are in your group?',
    },
    {
      voice: 'woman',
      speaker: 'Student',
      text: "Six, unfortunately. We're preparing a presentation for our economics class.",
    },
    {
      voice: 'man',
      speaker: 'Librarian',
      text: "Then the small room won't work. The large rooms are all booked on Thursday, but there's one free on Wednesday evening from six to nine. It has a projector, too, so you could practice with your slides.",
    },
    {
      voice: 'woman',
      speaker: 'Student',
      text: "Wednesday evening. I'd have to check with the others, but the projector would really help. Can you hold it for me?",
    },
    {
      voice: 'man',
      speaker: 'Librarian',
      text: 'I can hold it until noon tomorrow. After that, it goes back into the system. You can confirm online or just stop by the desk.',
    },
    { voice: 'woman', speaker: 'Student', text: "Great. I'll send a message to the group right now." },
  ],
  'l1-announcement': one(
    'narrator',
    'Attention, students. Because of road repairs on College Avenue, the campus shuttle will follow a different route starting Monday. Buses will no longer stop in front of the science building. Instead, the nearest stop will be on Maple Street, next to the parking garage, about a five-minute walk away. The shuttle will also leave the main gate ten minutes earlier than usual, at seven twenty in the morning, so please plan ahead. The repairs are expected to last about three weeks. For the updated schedule, check the transportation page on the university website.',
  ),
  'l1-talk': one(
    'woman2',
    "Today I want to look at how honeybees control the temperature inside their hive. This matters because the young bees, the brood, develop properly only within a narrow range, about thirty-four to thirty-five degrees Celsius. Too cold or too hot, and they may not develop normally. So how do the bees manage it? When it's cold, worker bees gather tightly around the brood and shiver. Well, not exactly the way we shiver. They contract their flight muscles without moving their wings, and that produces heat. The cluster acts like a living blanket. When it's hot, they do the opposite. Some bees stand at the entrance and fan their wings to push air through the hive. Others collect water and spread thin films of it over the comb. As the water evaporates, it cools the hive. It's the same principle as sweating. What's remarkable is that no single bee is in charge. Each bee responds to the temperature it senses around it, and the result is a hive that stays remarkably stable, even when the weather outside changes a lot.",
  ),

  // Listening, module 2 (easier)
  'l2e-response-1': one('woman', 'What time does the movie start?'),
  'l2e-response-2': one('man', 'Could you pass me the salt, please?'),
  'l2e-response-3': one('woman2', 'Where did you buy that backpack?'),
  'l2e-response-4': one('man2', "I'm going to the cafeteria. Do you want anything?"),
  'l2e-conversation': [
    {
      voice: 'man',
      speaker: 'Student',
      text: "Hi. The heater in my dorm room stopped working last night. It's really cold in there.",
    },
    {
      voice: 'woman',
      speaker: 'Housing office employee',
      text: "I'm sorry to hear that. What's your building and room number?",
    },
    { voice: 'man', speaker: 'Student', text: 'Carter Hall, room two fourteen.' },
    {
      voice: 'woman',
      speaker: 'Housing office employee',
      text: "Okay, I've put in a repair request. Someone from maintenance should come tomorrow morning. In the meantime, you can pick up an extra blanket at the front desk of your building.",
    },
    { voice: 'man', speaker: 'Student', text: 'Thanks. Do I need to be in the room when they come?' },
    {
      voice: 'woman',
      speaker: 'Housing office employee',
      text: 'No, they can let themselves in. Just make sure your valuables are put away.',
    },
  ],
  'l2e-announcement': one(
    'narrator',
    "Good afternoon. This is a reminder that the library will have special hours during next week's holiday. On Thursday and Friday, the library will be open from ten in the morning to four in the afternoon. It will be closed all day Saturday and Sunday. Regular hours will start again on Monday. Books that are due during the holiday can be returned on Monday without a late fee. Thank you, and enjoy the break.",
  ),
  'l2e-talk': one(
    'man2',
    "Let's talk about why leaves change color in the fall. During spring and summer, leaves are green because they are full of chlorophyll, the substance plants use to make food from sunlight. But leaves also contain yellow and orange pigments. We just don't see them in summer, because there is so much green. In the fall, the days get shorter and cooler. The tree stops making new chlorophyll, and the green slowly breaks down. As it disappears, the yellow and orange colors that were there all along finally show. Red is a little different. Many trees actually make new red pigments in the fall, especially when the days are sunny and the nights are cool. That's why some autumns are much more colorful than others.",
  ),

  // Listening, module 2 (harder)
  'l2h-response-1': one('man', 'I was hoping to borrow your notes from Monday’s lecture.'),
  'l2h-response-2': one('woman', "Shouldn't we have heard back from the internship office by now?"),
  'l2h-response-3': one('man2', "Do you mind if I open the window? It's a bit stuffy in here."),
  'l2h-response-4': one('woman2', "I can't believe the report is due tomorrow."),
  'l2h-conversation': [
    { voice: 'woman2', speaker: 'Professor', text: 'Come in, Daniel. You wanted to talk about your research paper?' },
    {
      voice: 'man',
      speaker: 'Student',
      text: "Yes. I proposed writing about the history of public libraries, but I've been having trouble finding enough sources on the early period.",
    },
    {
      voice: 'woman2',
      speaker: 'Professor',
      text: "That's not unusual. Archives from that time are scattered. Have you considered narrowing the topic instead of abandoning it?",
    },
    { voice: 'man', speaker: 'Student', text: 'Narrowing it how?' },
    {
      voice: 'woman2',
      speaker: 'Professor',
      text: 'Well, rather than the entire history, you could focus on one city. Our own library has a collection of letters from the people who founded the city library here. Almost nobody has written about them.',
    },
    {
      voice: 'man',
      speaker: 'Student',
      text: "I didn't know that. That would mean working with original documents, though. I've never done that.",
    },
    {
      voice: 'woman2',
      speaker: 'Professor',
      text: "It takes practice, but the archivist runs a short workshop every month. I think you'd find it worthwhile, and it would make your paper much more original.",
    },
    {
      voice: 'man',
      speaker: 'Student',
      text: "Okay. I'll sign up for the next workshop and look at the letters before I decide.",
    },
  ],
  'l2h-announcement': one(
    'narrator',
    "Good evening, and thank you for attending tonight's lecture at the Hartwell Museum. Before we begin, a few announcements. First, because of tonight's high attendance, the question-and-answer session after the talk will take place in the East Gallery rather than here in the auditorium. We need to prepare this room for tomorrow morning's event. Second, the special exhibit on ancient navigation, which was scheduled to close this Sunday, has been extended through the end of next month. Members can still visit it free of charge, but nonmembers will need a timed ticket, which can be reserved online. Finally, please remember that photography is permitted in the permanent collection, but not in the special exhibit.",
  ),
  'l2h-talk': one(
    'man',
    "Anyone who has looked at the Moon for a while notices that we always see the same features: the same dark patches, the same bright craters. People sometimes conclude from this that the Moon doesn't rotate at all. In fact, it does rotate, but it turns exactly once for every orbit it makes around Earth, about once every twenty-seven days. Because the two periods match, the same side always faces us. Astronomers call this tidal locking. How did it happen? Earth's gravity pulls slightly harder on the near side of the Moon than on the far side, stretching the Moon into a very slightly elongated shape. Early in its history, the Moon probably spun faster, so these bulges were constantly being dragged around, and the friction inside the Moon gradually slowed its spin, until the bulge pointed steadily toward Earth. Once that happened, there was nothing left to slow down. The same process works in the other direction, too. The Moon raises tides on Earth, and the friction of those tides is very gradually lengthening our day. And tidal locking isn't unusual. Many moons in the solar system, including most of the large moons of Jupiter and Saturn, always keep the same face toward their planets.",
  ),

  // Speaking: Listen and Repeat (a museum guide in training)
  's-repeat-1': one('woman', 'Welcome to the museum.'),
  's-repeat-2': one('woman', 'The coat room is on your left.'),
  's-repeat-3': one('woman', 'Please do not touch the fossils.'),
  's-repeat-4': one('woman', 'The planetarium show starts every hour.'),
  's-repeat-5': one('woman', 'You can find maps and guides at the front desk.'),
  's-repeat-6': one('woman', 'Groups of ten or more should check in at the main entrance.'),
  's-repeat-7': one(
    'woman',
    'If you have any questions about the exhibits, please ask a staff member wearing a blue badge.',
  ),

  // Speaking: Take an Interview (a study on how students use technology)
  's-interview-1': one(
    'man',
    'Thanks for joining us. To start, can you tell me about the technology you use most often for your studies?',
  ),
  's-interview-2': one(
    'man',
    "Some people say that taking notes by hand helps them remember more than typing does. What's your experience?",
  ),
  's-interview-3': one(
    'man',
    "Many schools now limit phone use during classes. Do you think that's a good policy? Why or why not?",
  ),
  's-interview-4': one(
    'man',
    'Finally, imagine your school could offer one new online tool or service for students. What should it be, and how would it help?',
  ),
  // Listening, module 1 (router), added for the full-length section (issue 15)
  'l1-response-9': one('woman', 'Do you know where I can print something on campus this late?'),
  'l1-response-10': one('man', 'I heard the guest lecture tonight was canceled.'),
  'l1-response-11': one('woman2', "Why don't we split the reading between the two of us?"),
  'l1-response-12': one('man2', 'You look exhausted. Were you up late last night?'),
  'l1-response-13': one('woman', 'I thought the deadline for the scholarship was this Friday.'),
  'l1-response-14': one('man', 'Would you mind if I borrowed your bike this afternoon?'),
  'l1-announcement-2': one(
    'narrator',
    'Attention, fitness center members. Starting next Monday, everyone will need to scan a student or staff ID card at the front entrance, including people who only use the swimming pool. Guests must now be signed in by a member at the front desk. Also, the climbing wall will be closed on Tuesday and Wednesday for its yearly safety inspection. It will reopen Thursday morning. Finally, the center will no longer provide towels, so please bring your own.',
  ),
  'l1-talk-2': one(
    'man2',
    "So, last week several of you asked me about the best way to study for the final. Let me tell you about something psychologists call the spacing effect. In many experiments, people who study the same material in several short sessions, spread over days or weeks, remember much more of it later than people who spend the same total time studying in one long session. Why? One explanation is that each time you return to the material after a break, you have to work a little to recall it, and that effort strengthens the memory. A long session the night before the test feels productive, because everything seems familiar while you're reading it. But that feeling is misleading. Much of what you cram fades within a few days. So my advice is simple: review a little of each week's material every few days, starting now.",
  ),

  // Listening, module 2 (easier), added for the full-length section (issue 15)
  'l2e-response-5': one('woman', 'Excuse me, is this seat taken?'),
  'l2e-response-6': one('man', 'How long does it take to walk to the stadium from here?'),
  'l2e-response-7': one('woman2', 'Did you finish the math homework yet?'),
  'l2e-response-8': one('man2', "Let's get some coffee after class."),
  'l2e-response-9': one('woman2', 'Do you want to study together for the history quiz tomorrow?'),
  'l2e-response-10': one('man', 'Can I borrow a pen? Mine just ran out of ink.'),
  'l2e-conversation-2': [
    {
      voice: 'woman',
      speaker: 'Student',
      text: "Hi. I bought this chemistry textbook here on Monday, but my professor says it's the wrong edition. Can I return it?",
    },
    {
      voice: 'man2',
      speaker: 'Bookstore clerk',
      text: "Sure. Books can be returned within two weeks if they're in new condition. Do you have your receipt?",
    },
    { voice: 'woman', speaker: 'Student', text: "Yes, here it is. I haven't written in it at all." },
    {
      voice: 'man2',
      speaker: 'Bookstore clerk',
      text: "Great. I'll put the money back on your card. The new edition is on the shelf in the back, next to the lab manuals.",
    },
    { voice: 'woman', speaker: 'Student', text: "Thanks. I'll go and get it now." },
  ],

  // Listening, module 2 (harder), added for the full-length section (issue 15)
  'l2h-response-5': one('woman', "You're not still working on that essay, are you?"),
  'l2h-response-6': one('man', 'I wonder whether the lab will be open during the break.'),
  'l2h-response-7': one('woman2', "Professor Lee said she'd rather we didn't use last year's data."),
  'l2h-response-8': one('man2', "If I'd known the train was this slow, I would have driven."),
  'l2h-talk-2': one(
    'woman',
    'Many Roman harbor walls and buildings are still standing after two thousand years, while some modern concrete starts to crack within decades. Why? For a long time, researchers assumed that the small white lumps of lime found in Roman concrete were a sign of careless mixing. More recent studies suggest the opposite. The Romans seem to have mixed their concrete with quicklime, which heats up strongly when it meets water. This hot mixing left behind those lime lumps. Later, when a tiny crack forms and rainwater seeps in, some of the lime dissolves, then hardens again as calcium carbonate, sealing the crack. In effect, the concrete can repair small damage by itself. Roman structures built in seawater show a related process: volcanic ash in the mix reacts with the seawater to grow new minerals that make the material stronger over time. Engineers are now testing whether similar mixtures could make modern concrete last longer.',
  ),

  // Legacy TOEFL quick mock (0–120 scale): Listening and the independent Speaking task
  'legacy-conversation': [
    {
      voice: 'man',
      speaker: 'Student',
      text: "Hi, Professor Grant. Do you have a minute? It's about the field research project.",
    },
    { voice: 'woman2', speaker: 'Professor', text: 'Of course, Kevin. Have a seat. What seems to be the problem?' },
    {
      voice: 'man',
      speaker: 'Student',
      text: "Well, I planned to count the birds at the pond behind the science building, but they're draining the pond for repairs next week. So my whole plan is gone.",
    },
    {
      voice: 'woman2',
      speaker: 'Professor',
      text: "That's bad timing. But the assignment is really about method, not about that particular pond. You need to observe the same place at regular times and record what changes. Is there somewhere else you could do that?",
    },
    {
      voice: 'man',
      speaker: 'Student',
      text: 'Maybe the community garden on Elm Street. There are always birds around the feeders there. But the proposal is due on Friday, and I already wrote it for the pond.',
    },
    {
      voice: 'woman2',
      speaker: 'Professor',
      text: "Don't worry about that. Send me a short revised proposal by Monday instead. Just change the site description and explain how you'll get permission to observe there.",
    },
    { voice: 'man', speaker: 'Student', text: "Thank you. I'll call the garden's manager this afternoon." },
  ],
  'legacy-lecture': one(
    'man2',
    "Today we're going to look at how some desert plants solve a basic problem. To make food, a plant needs carbon dioxide from the air, which enters through tiny openings in its leaves called stomata. But whenever the stomata are open, water escapes through them too. In a hot, dry desert, opening them during the day would mean losing a lot of water. Plants like cacti and agave get around this with a process called CAM photosynthesis. They open their stomata at night, when it's cooler and the air is more humid, so much less water is lost. During the night they take in carbon dioxide and store it in their cells as an acid. Then, during the day, they close their stomata tightly and release the stored carbon dioxide inside the leaf, where sunlight powers the rest of photosynthesis. So they're separating the two steps in time. Now, there's a cost. A plant can only store so much carbon dioxide overnight, so CAM plants usually grow quite slowly. That's a good trade in the desert, but in a wet climate these plants are easily outgrown by their neighbors. Interestingly, pineapple uses the same process, which is one reason it can grow on fairly dry land.",
  ),
  'legacy-speaking': one(
    'narrator',
    'Some students prefer to study alone, while others prefer to study with a group of classmates. Which do you prefer, and why? Use specific reasons and examples to support your answer.',
  ),
} satisfies Record<string, ClipLine[]>;

export type ClipId = keyof typeof TOEFL_CLIPS;

/** The clip's file name and its site-relative URL. */
export const clipFile = (id: ClipId) => `${id}.mp3`;
export const clipUrl = (id: ClipId) => `${TOEFL_MEDIA_PATH}/${clipFile(id)}`;

/** The words spoken, with the speakers' names when there are several. */
export const clipTranscript = (id: ClipId) =>
  TOEFL_CLIPS[id].map((line: ClipLine) => (line.speaker ? `${line.speaker}: ${line.text}` : line.text)).join('\n');
