// How a request says the harm is covert, unconsented or meant to escape the law.

/** Without the person knowing or agreeing: "without her knowing", "secretly", "so he never finds out". */
export const COVERT = [
  '(?!without (?:my|our) (?:consent|permission|knowledge|authori[sz]ation)\\b)without (?:(?:him|her|them|anyone|anybody|my \\w+|the \\w+|his|her|their|\\w+)\\s+)?(?:(?:ever|even|actually)\\s+)?(?:knowing|noticing|realizing|realising|suspecting|finding out|figuring (?:it )?out|seeing|consent|permission|authori[sz]ation|being (?:told|asked))',
  'without (?:his|her|their|my \\w+\'s) (?:consent|permission|knowledge)', 'without (?:a |any )?(?:login|security) alerts?',
  'secret(?:ly)?', 'covert(?:ly)?', 'hidden', 'hide (?:it|the app|the icon|the tracker|the camera)', 'stealth(?:ily)?', 'silent(?:ly)?', 'sneak(?:y|ily)?',
  'behind (?:his|her|their|my \\w+\'s) back', 'so (?:that )?(?:nobody|no one|no-one|he|she|they|the \\w+) (?:never |won\'t |doesn\'t |don\'t |can\'t |cannot |will never )?(?:notices?|knows?|finds? out|suspects?|sees?|realises?|realizes?)',
  'never (?:find|finds|found) (?:it|out)', 'not (?:hired|authori[sz]ed) me', 'hasn\'t hired me', 'without telling (?:them|him|her|anyone)',
];

/** Escaping the consequences: police, tracing, detection by the victim or a security product. */
export const EVASION = [
  'get (?:away|off) with', 'look(?:s)? like (?:an? )?(?:accident|suicide|natural causes|heart attack|overdose)', 'without (?:getting |being )?(?:caught|traced|detected|noticed|seen|identified|flagged|arrested)',
  'without leaving (?:any )?(?:marks|bruises|evidence|traces?|a trace|fingerprints|dna|logs|a paper trail)', 'no (?:camera|cctv) footage', 'not be able to identify me', '(?:can\'t|cannot|won\'t) identify me',
  'stay ahead of (?:the )?(?:fbi|police|cops)', 'no paper trail', 'without (?:a )?paper trail', 'without (?:\\w+ )?(?:noticing|catching on|finding out)', 'before (?:the )?(?:bureaus?|bank|police|cops|anyone) (?:finds? out|notices?|catch(?:es)? on)',
  '(?:avoid|evade|dodge|escape|beat|get past|slip past|fly under|bypass|skip) (?:the )?(?:[\\w\'-]+ )?(?:transaction monitoring|monitoring|aml|kyc|reporting|radar|flags?|alerts?|compliance|irs|tax\\w*|spam filters?|filters?|moderation|bans?)',
  'untrace(?:able|ably)', 'can(?:\'t|not) be traced', 'never be (?:traced|found|caught)', 'traced back to (?:me|us)', 'cover (?:my|our) tracks', 'without a trace',
  'dispos\\w* of (?:the|a|his|her) bod(?:y|ies)', 'hide (?:the )?(?:body|bodies|evidence)', '(?:avoid|evade|dodge|escape) (?:the )?(?:police|cops|law enforcement|authorities|detection|arrest|security|prosecution)',
  'undetect(?:ed|able)', 'before (?:security|the police|the cops) (?:can )?(?:gets?|arrives?)', '(?:can\'t|cannot|won\'t) (?:prove|report|trace)',
  'so (?:the )?(?:police|cops|bank|vet|doctors?|coroner|tax office|compliance) (?:can\'t|cannot|won\'t|never|doesn\'t|don\'t)',
];
