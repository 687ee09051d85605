// How a request asks for something to be made, shown, obtained or done.

/** Asking for something to be made, shown or obtained. */
export const PRODUCE = [
  'writ(?:e|es|ing)', 'generat\\w*', 'creat\\w*', 'produc(?:e|es|ed|ing)', 'mak(?:e|es|ing)', 'draw\\w*', 'draft\\w*', 'compos(?:e|ing)',
  'render\\w*', 'describ\\w*', 'depict\\w*', 'role-?play\\w*', 'imagine', 'show me', 'send me', 'find', 'give me', 'get me',
  'download\\w*', 'buy', 'sell', 'shar(?:e|ing)', 'trad(?:e|ing)', 'where (?:can|do|to)', 'links? to', 'post(?:ing)?', 'spread\\w*',
];

/** Asking how to do something, or to be helped doing it ("how do I", "walk me through", "help me"). */
export const HOW_TO = [
  'how (?:exactly |precisely |best )?(?:do|can|could|would|should|might|to|would) (?:i|we|one|you|someone)?', 'which', 'what \\w+ (?:to|should|could|would|can|do) (?:i|we)?', 'how to', 'how i can', '(?:best|easiest|fastest|quickest|safest) ways?', 'ways? to',
  'steps? (?:to|for)', 'step[- ]by[- ]step', 'instructions', 'walk(?:ing)? me through', 'set (?:me |us )?up', 'teach me', 'show me', 'tells? me', 'explains? (?:for real )?how', 'explain (?:exactly )?how',
  'help me', 'help us', 'guide me', 'plan', 'i (?:want|need|wanna|would like|\'d like|plan|intend|am going) to', 'what (?:\\w+ ){0,3}(?:can|should|could|do) i',
  'where (?:can|do|should|could) i', 'give me', 'write', 'make', 'get me', 'lay out', 'outline', 'recipe', 'procedure', 'methods?',
  'appreciate (?:help|advice|it|a|an|some|guidance|tips)', 'would you (?:mind|kindly|please)', 'kindly', 'mind (?:helping|explaining|walking|writing|showing|telling)', 'help (?:with )?\\w+ing', 'wording',
  'can you', 'could you', 'would you', 'will you', 'please', 'pls', 'plz', "i'd like", "let's", 'need (?:an?|some|you to|to know)', 'want (?:an?|you to)', 'looking for',
  'any (?:tips|ideas|advice|suggestions)', 'suggest', 'recommend', "what's the (?:best|easiest|fastest)", 'what is the (?:best|easiest|fastest)', 'is there a way',
  'explain', 'describe', 'list', 'provide', 'detail', 'draft', 'compose', 'generate', 'create', 'build', 'design', 'come up with', 'figure out', 'tips (?:on|for)',
  'advice (?:on|for)', 'tutorial', 'guide (?:to|for|on)', 'script', 'template',
];

/** Verbs of making software or an artefact, for "build a stealer", "tweak this RAT", "code a booter". */
export const BUILD = [
  'writ(?:e|es|ing)', 'wr[io]te', 'creat\\w*', 'build\\w*', 'mak(?:e|ing)', 'cod(?:e|ing)', 'develop\\w*', 'program\\w*', 'generat\\w*',
  'give me', 'get me', 'send me', 'need', 'tweak\\w*', 'modify\\w*', 'improv\\w*', 'updat\\w*', 'fix', 'finish', 'obfuscat\\w*', 'pack',
  'crypt', 'rewrit\\w*', 'design\\w*', 'craft\\w*', 'set ?up', 'setting up', 'deploy(?:s|ed|ing)?', 'rent\\w*', 'buy\\w*', 'host\\w*', 'draft\\w*',
  'compos(?:e|ing)', 'spin up', 'launch\\w*', 'run\\w*', 'use', 'using',
];

/** Words between a verb and its object that turn "write a ... phishing email" into writing about one. */
export const ABOUT_NOT_THE_THING = [
  'about', 'on', 'against', 'from', 'in', 'into', 'that', 'which', 'and', 'or',
  'lists?', 'summary', 'summaries', 'reports?', 'dashboards?', 'blog', 'posts?', 'articles?', 'analysis', 'overview',
  'rules?', 'quer(?:y|ies)', 'detections?', 'detectors?', 'classifiers?', 'filters?', 'playbooks?', 'timelines?',
  'tables?', 'charts?', 'slides?', 'presentations?', 'database', 'dataset', 'signatures?', 'guidance', 'polic(?:y|ies)', 'lessons?',
];

/** A note to hand over ("a ransom note", "the note for her"), not the word in "release notes" or a list of words. */
export const A_NOTE = '(?:a|an|the|this|that|my|our|his|her|their|some|short|quick|little|anonymous|ransom|blackmail|threat(?:ening)?|extortion|demand|love|creepy|sticky) notes?';
